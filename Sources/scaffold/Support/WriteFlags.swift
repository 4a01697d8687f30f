import ArgumentParser
import ScaffoldCore

/// The flags of a command that regenerates files in the user's tree (`feature`, `upgrade`): how edited files are
/// treated, and how the result is printed.
struct WriteFlags: ParsableArguments {
    @Flag(help: "Show every file's status and a unified diff (merged results included); write nothing, create nothing. Exits with the code the real run would.")
    var dryRun = false

    @Flag(help: "Overwrite generated files that were edited since scaffold wrote them instead of merging (a copy of each is kept under .scaffold/backup/); with feature's shorthand, also let the run drop fields the saved spec has.")
    var force = false

    @Flag(help: "Leave edited generated files whose merge would conflict as they are and write the rest (warning when the rest then needs them changed).")
    var skipConflicts = false

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Result>

    @OptionGroup var verboseOption: VerboseOption

    func validate() throws {
        if force && skipConflicts { throw ValidationError("--force and --skip-conflicts contradict each other; pick one") }
    }

    /// What the writer is asked to do with these flags.
    var options: WriteOptions { WriteOptions(dryRun: dryRun, force: force, skipConflicts: skipConflicts) }
}
