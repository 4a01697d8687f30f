# scaffold — generate tested SwiftUI feature slices. `make help` lists the targets.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN := .build/release/scaffold
DEBUG_BIN := .build/debug/scaffold
DEMO_DIR ?= $(CURDIR)/demo
# On Linux the release binary links the Swift runtime and Foundation statically: no shared libraries
# to load and bind at start (about 30 ms of every run); Apple platforms keep the system's runtime.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: help build release test-build test check docs plugin-check sdk-check sweep demo install uninstall artifactbundle bench clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

build: ## Debug build of the scaffold binary
	$(SWIFT) build --product scaffold

release: ## Release build of the scaffold binary
	$(SWIFT) build -c release --product scaffold $(STATIC)

# The type-check against Apple's iOS SDK needs the SDK on the machine (CI has none): `make sdk-check` runs it.
SDK_CHECK := SDKTypeCheckTests
# The plugins built from source inside a sample package compile swift-syntax there (8 minutes on two cores); the
# same plugins over the artifact bundle are in `make test`. `make plugin-check` runs it, and so does a release.
PLUGIN_SOURCE_CHECK := PluginPackageTests
# The full sweep of generated specs (hundreds of them, built and tested in batches): `make sweep`. `make test` runs the
# fixed sweep of SweepTests instead.
SWEEP := FullSweepTests
SEED ?= 1
COUNT ?= 240
AVOID ?= open

# The test bundle depends on what the tests run (the scaffold binary, the #Preview stand-in plugin), so this builds
# each library once. `swift build --build-tests` would build scaffold and its libraries a second time, for the host,
# because the package's plugins use the binary. Scripts/test-build.sh runs SwiftPM in a fixed environment (another
# one makes it plan the build again: 10 s of CPU) and not at all when no source is newer than its last build.
test-build: ## Build the test bundle and what it runs
	SWIFT='$(SWIFT)' bash Scripts/test-build.sh

# The classes that read the suite packages (every one asks `SuitePackage` for its part): they run in one process, which
# generates, builds and tests each isolation mode's package once, while the other tests run beside it in another
# (Scripts/check.sh), on the core the package's phases leave idle.
SUITE_CLASSES := $(shell grep -rlE 'SuitePackage\.(outcome|listedTests|root)' Tests/EndToEndTests | xargs sed -nE 's/^(final )?class ([A-Za-z0-9_]+): XCTestCase.*/\2/p' | paste -sd'|' -)

test: test-build ## Run every test: unit, golden, end-to-end (builds generated projects); not sdk-check, plugin-check
	SHOW_LOGS=1 SCAFFOLD_SUITE_AHEAD=1 bash Scripts/check.sh '$(SDK_CHECK)/|$(PLUGIN_SOURCE_CHECK)/|$(SWEEP)/' '^EndToEndTests\.($(SUITE_CLASSES))/'

# `make test` proves each axis in both isolation modes and repeats a combination in the second only where the isolation
# can change it (CONTRIBUTING.md, "What each mode proves"); this is `make test` with the repetitions too: all 16 style
# combinations (8 under approachable concurrency, not 1) and the fixed sweep's batches in the framework each draws.
.PHONY: test-full
test-full: export SCAFFOLD_SUITE_FULL := 1
test-full: test ## `make test` with the whole repeated matrix (SCAFFOLD_SUITE_FULL=1): every style combination, the sweep's frameworks

# The edit loop: every test but those that build generated projects, the crash tests that race a signal against a
# run (they belong to a quiet machine), six feature runs racing for the lock, and `check` over every preset's
# generated project (28 runs of the binary; the check rules and their fixtures stay in the loop).
CHECK_SKIP := $(SDK_CHECK)/|$(SWEEP)/|SweepTests/|CompileTests/|EvolveTests/|TeamOwnedLoadTests/|RemoteLoopbackTests/|AdoptedClientLoopbackTests/|AdoptedDecodingClientLoopbackTests/|AdoptedEndpointClientLoopbackTests/|OpenAPIUserRunTests/|NamesTests/|PluginPackageTests/|PluginArtifactBundleTests/|StyleMatrixTests/|InitTests/testInitThenFeatures|StandInsCompileTests/|MutationTests/|KilledAtSeveralPoints|CLIInterruptTests/|testSixConcurrentFeatureRuns|testGeneratedProjectsHaveNoFindingsForEveryPreset

# Tests in parallel: whole classes in chunks that one process per core takes from a queue, heaviest first by the
# last run's times (Scripts/check.sh): none builds a generated project, so none shares state with another.
check: test-build ## Unit and golden tests, no generated-project builds (about 80 s on two cores, warm build)
	bash Scripts/check.sh '$(CHECK_SKIP)'

# The reference the code holds, written into Docs/ by its tests in recording mode, which fail by design: the tables
# of field rules, check rules and decision rules (GeneratedDocsTests) and Docs/Templates.md's context reference, made
# from the plan's `///` lines (TemplateContextDocsTests). The second run shows that the pages now say what the code
# does, so a page is never rewritten unseen.
DOCS_RECORD := GeneratedDocsTests|TemplateContextDocsTests/testTheContextReferenceIsTheOneTheCodeMakes
docs: test-build ## Write Docs/'s generated tables and Docs/Templates.md's context reference from the code (then review the diff)
	-SCAFFOLD_RECORD=1 $(SWIFT) test --skip-build --filter '$(DOCS_RECORD)' > /dev/null 2>&1
	$(SWIFT) test --skip-build --filter 'GeneratedDocsTests|TemplateContextDocsTests'

plugin-check: test-build ## The SwiftPM plugins in a sample package that builds scaffold from source (about 8 minutes)
	$(SWIFT) test --skip-build --filter '$(PLUGIN_SOURCE_CHECK)'

sdk-check: test-build ## Type-check every preset x isolation mode against Apple's iOS SDK (needs /tmp/ios-sdk: CONTRIBUTING.md)
	$(SWIFT) test --skip-build --filter '$(SDK_CHECK)'

sweep: test-build ## COUNT specs from SEED (240 from 1) generated, built, tested in batches; AVOID=none|open|names (CONTRIBUTING.md)
	SCAFFOLD_SWEEP_SEED=$(SEED) SCAFFOLD_SWEEP_COUNT=$(COUNT) SCAFFOLD_SWEEP_AVOID=$(AVOID) SCAFFOLD_SUITE_PARTS=sweep-full $(SWIFT) test --skip-build --filter '$(SWEEP)'

demo: build ## Scaffold the Wallet example into ./demo and print every file with its status
	rm -rf "$(DEMO_DIR)" && mkdir -p "$(DEMO_DIR)"
	$(DEBUG_BIN) feature Wallet name:String balance:Decimal 'ownerIDs:[String]' note:String? --root "$(DEMO_DIR)"
	@echo
	@echo "The Wallet feature is in $(DEMO_DIR). See the decisions: $(DEBUG_BIN) plan Wallet name:String --root $(DEMO_DIR)"

install: release ## Install to $(PREFIX)/bin (the templates are compiled in: the binary is the whole install)
	install -d "$(PREFIX)/bin"
	install -m 755 $(BIN) "$(PREFIX)/bin/scaffold"

uninstall: ## Remove an installed scaffold from $(PREFIX)
	rm -f "$(PREFIX)/bin/scaffold"

artifactbundle: release ## A SwiftPM artifact bundle of this machine's release binary, in .build/artifacts/
	bash Scripts/artifactbundle.sh --output .build/artifacts/scaffold.artifactbundle "$(BIN)"

# REAL_CORPUS=/path adds the same runs over real apps' sources (kept outside the repository: CONTRIBUTING.md,
# "Benchmarks"); BASE=/path/to/scaffold interleaves another build's runs; MOCKOLO=/path/to/mockolo adds Mockolo's.
bench: ## Time `scaffold mocks` and `scaffold check` on synthetic corpora, and real apps with REAL_CORPUS=… (medians, peak memory)
	BASE_BIN=$(or $(BASE),$(BASE_BIN)) bash Scripts/bench.sh
	BASE=$(or $(BASE),$(BASE_BIN)) bash Scripts/bench-check.sh
	$(if $(REAL_CORPUS),CORPUS=$(REAL_CORPUS) BASE_BIN=$(or $(BASE),$(BASE_BIN)) bash Scripts/bench.sh)
	$(if $(REAL_CORPUS),CORPUS=$(REAL_CORPUS) PRESET=clean GROW=1 BASE=$(or $(BASE),$(BASE_BIN)) bash Scripts/bench-check.sh)

clean: ## Remove build products and the demo folder
	rm -rf .build "$(DEMO_DIR)"
