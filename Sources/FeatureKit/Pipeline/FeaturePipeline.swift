import Foundation
import ScaffoldCore

/// FeatureKit's one entry point: `feature`, `plan`, `destroy` and `upgrade` each `run` a job and print what comes back. Every job
/// runs the same stages: its input read, the project's lock taken (a run that writes nothing takes none), the
/// project read once (`ProjectState`), every decision made in memory by the pure core (`FeatureGenerator`: spec →
/// plan → render), and the change set handed to the one writer with the manifest it was decided against (`write`).
public struct FeaturePipeline: Sendable {
    /// What a run is asked to do (`.generate`, `.plan`, `.destroy`, `.upgrade`), and what it gives back.
    public struct Job<Outcome: Sendable>: Sendable {
        fileprivate let perform: @Sendable (FeaturePipeline) throws(ScaffoldError) -> Outcome
    }

    /// How a run speaks to the person while it works; the command-line layer prints.
    public struct Console: Sendable {
        /// A terminal to ask on: a line read, text written.
        public struct Terminal: Sendable {
            public var read: @Sendable () -> String?
            public var write: @Sendable (String) -> Void

            public init(read: @escaping @Sendable () -> String?, write: @escaping @Sendable (String) -> Void) {
                self.read = read
                self.write = write
            }
        }

        /// A note or warning, said as it happens (`scaffold: note: …`).
        public var say: @Sendable (Diagnostic) -> Void
        /// A line of progress (waiting for another run's lock).
        public var progress: @Sendable (String) -> Void
        /// Where to ask for the fields of a feature given none; nil when there is no terminal.
        public var terminal: Terminal?

        public init(say: @escaping @Sendable (Diagnostic) -> Void, progress: @escaping @Sendable (String) -> Void, terminal: Terminal? = nil) {
            self.say = say
            self.progress = progress
            self.terminal = terminal
        }
    }

    public var context: ProjectContext
    /// Reads and searches the module's Swift sources (SwiftSource's, passed in by the executable).
    public var sources: any SwiftSourceReader
    public var console: Console

    public init(context: ProjectContext, sources: any SwiftSourceReader, console: Console) {
        self.context = context
        self.sources = sources
        self.console = console
    }

    public func run<Outcome>(_ job: Job<Outcome>) throws(ScaffoldError) -> Outcome {
        try job.perform(self)
    }

    /// `feature` and `plan`: the feature planned, checked against the module, rendered with the features regenerated
    /// with it, and written (or previewed).
    fileprivate func generate(
        _ source: FeatureSource, persistence: Persistence?, remote: String?, options: WriteOptions, isPlan: Bool
    ) throws(ScaffoldError) -> FeatureOutcome {
        let request = FeatureRequest(input: try source.read(in: context, console: console), persistenceFlag: persistence, remoteFlag: remote)
        // Held from reading the project until the last write: one writer at a time.
        let lock = try lock(writing: !options.dryRun)
        let state = try ProjectState.read(context, needs: .generation(shorthandFeature: request.input.shorthandFeature), sources: sources)
        let generator = FeatureGenerator(state: state)
        let plan = try generator.plan(request)
        let steps = try generator.pasteSteps(plan)
        // With the features whose code depends on this one (references either way), regenerated with it.
        let changes = try generator.changes(for: plan, request: request)
        // Every type the change set would write, against the module's (after the changes: the root's files count too).
        try ModuleCollisions.check(plan, changes: changes, state: state, reader: sources)
        if !isPlan, let removal = changes.removal, !options.force { throw removal.refusal }
        let report: WriteReport
        do throws(ScaffoldError) {
            // Edited files merge; in a project that never recorded their bases, from the features rendered as recorded.
            // (`plan` previews without those bases, as it did before the pipeline was one.)
            let bases = isPlan ? nil : RecordedRendering.bases(for: changes.changeSet, generator: generator)
            report = try write(changes.changeSet, state: state, lock: lock, options: options, renderedBase: bases)
        } catch {
            if case .conflicts(let paths) = error, let spec = changes.savedSpec, paths.contains(spec) {
                console.say(Diagnostic(.note, "\(spec) was edited since the shorthand saved it",
                                       hint: "generate from it with `scaffold feature \(plan.spec.feature)` (no fields), or --force to replace it"))
            }
            throw error
        }
        // What the run leaves for the team to write: operations whose UseCase still throws notImplemented (issue 35).
        let rootPath = RelativePath.folder(context.root)
        let unwritten = isPlan ? [] : UnwrittenOperations.notes(for: plan) { path in
            FileSystem.contents(of: rootPath + "/" + path).map { String(decoding: $0, as: UTF8.self) }
        }
        let warnings = isPlan ? [] : SkipImpact.warnings(for: changes.changeSet, report: report, root: context.root) + unwritten
        return FeatureOutcome(
            report: report, plan: plan, related: changes.related, pasteSteps: steps, warnings: warnings,
            refusal: isPlan ? changes.removal?.refusal : nil
        )
    }

    /// `destroy`: the feature's files and regions removed, the features that named its records regenerated without
    /// it, and refused while other features still use its types.
    fileprivate func destroy(_ feature: String, options: WriteOptions, ignoreDependents: Bool) throws(ScaffoldError) -> RemovalOutcome {
        let lock = try lock(writing: !options.dryRun)
        let state = try ProjectState.read(context, needs: .removal(feature: feature), sources: sources)
        let generator = FeatureGenerator(state: state)
        let removal = try generator.removal(of: feature)
        // The features regenerated without it merge into their edited files, as `feature` does.
        let bases = RecordedRendering.bases(for: removal.changeSet, generator: generator)
        let preview = try write(removal.changeSet, state: state, lock: lock, options: WriteOptions(dryRun: true), renderedBase: bases)
        var impact = RemovalImpact.assess(feature: feature, removal: preview, manifest: state.manifest, files: state.projectSwiftFiles)
        // A regenerated feature no longer names what is removed: it is no dependent.
        impact.leftFiles.removeAll { $0.feature.map(removal.regenerated.contains) ?? false }
        impact.keptRecord = removal.changeSet.files.first { $0.group == DestroyedRecord.group(for: feature) }?.path
        if !ignoreDependents, let refusal = impact.refusal(flag: "--ignore-dependents") { throw refusal }
        let report = options.dryRun ? preview : try write(removal.changeSet, state: state, lock: lock, options: options, renderedBase: bases)
        return RemovalOutcome(report: report, impact: impact)
    }

    /// `upgrade`: every recorded feature generated again with this scaffold's templates, in one write.
    fileprivate func upgrade(options: WriteOptions) throws(ScaffoldError) -> UpgradeOutcome {
        let lock = try lock(writing: !options.dryRun)
        let state = try ProjectState.read(context, needs: .upgrade, sources: sources)
        let upgrade = try FeatureGenerator(state: state).upgrade()
        guard !upgrade.features.isEmpty else {
            throw ScaffoldError.notFound(
                what: "no feature to upgrade: scaffold has recorded no feature in \(context.displayRoot)",
                hint: "run upgrade inside the project (or pass --root <folder>); a feature without a record in "
                    + "\(FeatureRecord.folder)/ is generated once with `scaffold feature <Name>`"
            )
        }
        let report = try write(upgrade.changeSet, state: state, lock: lock, options: options)
        let warnings = SkipImpact.warnings(for: upgrade.changeSet, report: report, root: context.root)
        return UpgradeOutcome(report: report, warnings: warnings, upgrade: upgrade)
    }

    /// The project's lock for a run that writes, held until the returned value is released; none for one that does
    /// not. Waiting for another command is said as progress.
    private func lock(writing: Bool) throws(ScaffoldError) -> ProjectLock? {
        guard writing else { return nil }
        return try ProjectLock.acquire(root: context.root) { console.progress($0) }
    }

    /// The one place a feature run hands files to the writer: the change set, with the manifest it was decided
    /// against (read once, under the lock, with the rest of `state`).
    private func write(
        _ changes: ChangeSet, state: ProjectState, lock: ProjectLock?, options: WriteOptions, renderedBase: ((String) -> Data?)? = nil
    ) throws(ScaffoldError) -> WriteReport {
        try Writer(root: context.root, lock: lock).apply(changes, manifest: state.manifest, options: options, renderedBase: renderedBase)
    }
}

extension FeaturePipeline.Job where Outcome == FeatureOutcome {
    /// `scaffold feature`: generate a feature (with the features that depend on it) and write it. `persistence` is
    /// `--persistence`; `remote` is `--remote PATH`, which gives a shorthand feature `remote: { path: PATH }`.
    public static func generate(_ source: FeatureSource, persistence: Persistence?, remote: String? = nil, options: WriteOptions) -> Self {
        Self { pipeline throws(ScaffoldError) in
            try pipeline.generate(source, persistence: persistence, remote: remote, options: options, isPlan: false)
        }
    }

    /// `scaffold plan`: the same decisions and files, written nowhere; it refuses nothing itself.
    public static func plan(_ source: FeatureSource, persistence: Persistence?, remote: String? = nil) -> Self {
        Self { pipeline throws(ScaffoldError) in
            try pipeline.generate(
                source, persistence: persistence, remote: remote, options: WriteOptions(dryRun: true, skipConflicts: true), isPlan: true
            )
        }
    }
}

extension FeaturePipeline.Job where Outcome == RemovalOutcome {
    /// `scaffold destroy feature NAME`; refused while other features use its types, unless `ignoreDependents`.
    public static func destroy(feature: String, options: WriteOptions, ignoreDependents: Bool) -> Self {
        Self { pipeline throws(ScaffoldError) in try pipeline.destroy(feature, options: options, ignoreDependents: ignoreDependents) }
    }
}

extension FeaturePipeline.Job where Outcome == UpgradeOutcome {
    /// `scaffold upgrade`: every recorded feature regenerated with this scaffold's templates, merging into edited files.
    public static func upgrade(options: WriteOptions) -> Self {
        Self { pipeline throws(ScaffoldError) in try pipeline.upgrade(options: options) }
    }
}

/// What a `feature` or `plan` run did, for the command to print.
public struct FeatureOutcome: Sendable {
    /// Every file's status (with a diff for a dry run).
    public var report: WriteReport
    /// The decisions.
    public var plan: Plan
    /// The features regenerated with this one.
    public var related: [Plan]
    /// An adopted app's registration lines scaffold did not insert, to paste by hand.
    public var pasteSteps: [PasteStep]
    /// `feature --skip-conflicts`: what the skipped files may break.
    public var warnings: [Diagnostic]
    /// `plan`: what `feature` would refuse without `--force` (fields of the saved spec dropped).
    public var refusal: ScaffoldError?
}

/// What a `destroy` run did: every file's status, and what the removal leaves behind.
public struct RemovalOutcome: Sendable {
    public var report: WriteReport
    public var impact: RemovalImpact
}

/// What an `upgrade` run did: every file's status, what a kept or merged file may break, and which features it
/// regenerated (and left alone).
public struct UpgradeOutcome: Sendable {
    public var report: WriteReport
    public var warnings: [Diagnostic]
    public var upgrade: ProjectUpgrade
}
