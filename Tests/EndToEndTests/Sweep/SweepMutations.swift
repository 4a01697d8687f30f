/// One change that makes a generated spec invalid, as a person gets a spec wrong: the tool must refuse the result
/// with every problem located (a line and column, or a key path), never crash, never accept it.
struct SweepMutation {
    var name: String
    /// The changed spec, or nil when this spec has nothing the change applies to.
    var apply: (SweepSpec, inout SweepRandom) -> SweepSpec?

    static var all: [SweepMutation] { [
        SweepMutation(name: "unknown type") { spec, random in
            editField(spec, &random) { field in field.type = field.type.replacingOccurrences(of: "String", with: "Strng") + (field.type.contains("String") ? "" : "Nmbr") }
        },
        SweepMutation(name: "rule that does not fit the type") { spec, random in
            editField(spec, &random) { field in field.rules.append(field.type.hasPrefix("String") ? "min(1)" : "email") }
        },
        SweepMutation(name: "contradicting lengths") { spec, random in
            editField(spec, &random, where: { $0.type.hasPrefix("String") }) { field in
                field.rules = field.rules.filter { !$0.hasPrefix("minLength") && !$0.hasPrefix("maxLength") } + ["minLength(9)", "maxLength(3)"]
            }
        },
        SweepMutation(name: "example breaking a rule") { spec, random in
            editField(spec, &random, where: { $0.type.hasPrefix("String") && !$0.rules.isEmpty }) { field in
                // Blank fails nonEmpty, empty fails minLength, and the long text with `@`, `#`, a quote and spaces
                // fails maxLength, email, url and every pattern the generator writes.
                field.example = .quoted(field.rules.contains("nonEmpty") ? "   " : field.rules.contains { $0.hasPrefix("minLength") } ? ""
                    : String(repeating: "x", count: 300) + " #\"@@")
            }
        },
        SweepMutation(name: "duplicate field") { spec, random in
            var spec = spec
            spec.fields.append(random.pick(spec.fields))
            return spec
        },
        SweepMutation(name: "field without a type") { spec, random in
            editField(spec, &random) { field in field.type = "" }
        },
        SweepMutation(name: "unknown currency") { spec, random in
            editField(spec, &random, where: { ["Decimal", "Double", "Int"].contains($0.type) }) { field in field.kind = "currency"; field.currency = "EURO" }
        },
        SweepMutation(name: "kind that does not fit") { spec, random in
            let kind = random.pick(["email", "currency", "multiline"])
            return editField(spec, &random, where: { $0.type == "Bool" || $0.type == "Date" }) { field in field.kind = kind }
        },
        SweepMutation(name: "onDelete on a field no operation reads") { spec, random in
            editField(spec, &random, where: { $0.type == "UUID" && $0.onDelete == nil && !spec.readFields.contains($0.name) }) { field in field.onDelete = "cascade" }
        },
        SweepMutation(name: "invalid pattern") { spec, random in
            editField(spec, &random, where: { $0.type.hasPrefix("String") }) { field in
                field.rules = field.rules.filter { !$0.hasPrefix("pattern") } + ["pattern([a-)"]
                field.example = nil
            }
        },
        SweepMutation(name: "sets on an unknown field") { spec, random in
            editCustom(spec, &random, where: { $0.sets != nil }) { operation in operation.sets! += [("notAField", .plain("true"))] }
        },
        SweepMutation(name: "toggle on a field that is no Bool") { spec, random in
            guard let text = spec.fields.first(where: { $0.type == "String" && $0.name != "id" }) else { return nil }
            return editCustom(spec, &random, where: { $0.sets != nil }) { operation in operation.sets = [(text.name, .plain("toggle"))] }
        },
        SweepMutation(name: "reads an unknown entity") { spec, random in
            guard let field = spec.fields.first(where: { $0.type == "UUID?" }) else { return nil }
            return editCustom(spec, &random, where: { _ in true }) { operation in operation.reads = [(field.name, "Nowhere")]; operation.sets = nil }
        },
        SweepMutation(name: "destructive on a CRUD operation") { spec, random in
            guard var operations = spec.operations, let index = operations.indices.first(where: { operations[$0].kind != "custom" }) else { return nil }
            operations[index].destructive = true
            var spec = spec
            spec.operations = operations
            return spec
        },
        SweepMutation(name: "useCase: false on a custom operation") { spec, random in
            editCustom(spec, &random, where: { _ in true }) { operation in operation.useCase = false }
        },
        SweepMutation(name: "operation named like a view model method") { spec, random in
            let name = random.pick(["save", "load", "dismissError"])
            return editCustom(spec, &random, where: { _ in true }) { operation in operation.name = name }
        },
        SweepMutation(name: "operation named with a keyword") { spec, random in
            let name = random.pick(["class", "init", "return"])
            return editCustom(spec, &random, where: { _ in true }) { operation in operation.name = name }
        },
        SweepMutation(name: "two operations of one CRUD kind") { spec, random in
            guard var operations = spec.operations, let list = operations.first(where: { $0.kind == "fetchAll" }) else { return nil }
            operations.append(SweepOperation(name: list.name == "index" ? "all" : "index", kind: "fetchAll"))
            var spec = spec
            spec.operations = operations
            return spec
        },
        SweepMutation(name: "typo of a built-in operation") { spec, random in
            var spec = spec
            spec.operations = (spec.operations ?? []) + [SweepOperation(name: random.pick(["lsit", "creat", "delet", "updat"]), kind: "custom")]
            return spec
        },
        SweepMutation(name: "a Character field") { spec, random in
            let type = random.pick(["Character", "Character?", "[Character]"])
            return editField(spec, &random) { field in field.type = type; field.rules = []; field.example = nil; field.kind = nil; field.currency = nil }
        },
        SweepMutation(name: "a bound the type decides") { spec, random in
            let (type, rule) = random.pick([("UInt", "min(0)"), ("UInt8", "max(255)"), ("Int8", "min(-128)"), ("UInt16", "min(70000)"), ("Int8", "max(-200)")])
            return editField(spec, &random) { field in field.type = type; field.rules = [rule]; field.example = nil; field.kind = nil; field.currency = nil }
        },
        SweepMutation(name: "a required reference to the entity's own records") { spec, random in
            var spec = spec
            spec.fields.append(SweepField(name: "parentRecordID", type: spec.idType))
            spec.operations = (spec.operations ?? []) + [SweepOperation(name: "reparent", kind: "custom", reads: [("parentRecordID", spec.entityName)])]
            return spec
        },
        SweepMutation(name: "a list the create form cannot fill, which must not be empty") { spec, random in
            guard spec.effectiveKinds.contains("create") else { return nil }
            var spec = spec
            spec.fields.append(SweepField(name: "mustHaveOne", type: random.pick(["[Int]", "[UUID]", "[String: Int]"]), rules: ["nonEmpty"]))
            return spec
        },
        SweepMutation(name: "field named with a keyword") { spec, random in
            let name = random.pick(["class", "struct", "hashValue"])
            return editField(spec, &random) { field in field.name = name }
        },
    ] }

    private static func editField(
        _ spec: SweepSpec, _ random: inout SweepRandom, where accepts: (SweepField) -> Bool = { _ in true }, _ edit: (inout SweepField) -> Void
    ) -> SweepSpec? {
        let indices = spec.fields.indices.filter { spec.fields[$0].name != "id" && accepts(spec.fields[$0]) }
        guard !indices.isEmpty else { return nil }
        var spec = spec
        edit(&spec.fields[random.pick(indices)])
        return spec
    }

    private static func editCustom(
        _ spec: SweepSpec, _ random: inout SweepRandom, where accepts: (SweepOperation) -> Bool, _ edit: (inout SweepOperation) -> Void
    ) -> SweepSpec? {
        guard let operations = spec.operations else { return nil }
        let indices = operations.indices.filter { operations[$0].kind == "custom" && accepts(operations[$0]) }
        guard !indices.isEmpty else { return nil }
        var spec = spec
        edit(&spec.operations![random.pick(indices)])
        return spec
    }
}

extension SweepSpec {
    /// The fields some operation `reads:`.
    var readFields: Set<String> { Set((operations ?? []).flatMap { ($0.reads ?? []).map(\.field) }) }
}
