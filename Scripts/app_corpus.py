#!/usr/bin/env python3
"""Writes a corpus shaped like a real iOS app for `make bench`: about 5,000 Swift files and 44 MB, of which
about 600 files hold a `/// @mockable` protocol (with its implementation, as apps keep them); the rest are
ordinary Swift: models with Codable conformances, SwiftUI views, services, extensions.
File sizes vary as in an app (a few hundred bytes to a few dozen KB). Deterministic (seeded).
usage: app_corpus.py OUT_DIR [FILES=5000] [ANNOTATED=600]"""
import os, random, sys

out = sys.argv[1]
files = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
annotated = int(sys.argv[3]) if len(sys.argv) > 3 else 600
random.seed(7)

TYPES = ['Int', 'String', 'Double', 'Bool', 'Date', 'URL', 'Data', 'UUID', '[String]', '[Int]', 'String?', 'Int?',
         '[String: Int]', 'Decimal', 'CGFloat', 'TimeInterval', 'Set<String>', '[UUID: Date]']
WORDS = ['account', 'order', 'cart', 'profile', 'session', 'payment', 'invoice', 'message', 'thread', 'photo',
         'album', 'device', 'location', 'route', 'booking', 'ticket', 'review', 'product', 'catalog', 'coupon',
         'wallet', 'budget', 'reminder', 'habit', 'workout', 'recipe', 'playlist', 'episode', 'contact', 'team']
SAMPLE = {'Int': '0', 'String': '""', 'Double': '0', 'Bool': 'false', 'Date': 'Date()', 'URL': 'URL(filePath: "/")',
          'Data': 'Data()', 'UUID': 'UUID()', '[String]': '[]', '[Int]': '[]', 'String?': 'nil', 'Int?': 'nil',
          '[String: Int]': '[:]', 'Decimal': '0', 'CGFloat': '0', 'TimeInterval': '0', 'Set<String>': '[]',
          '[UUID: Date]': '[:]'}


def cap(word):
    return word[0].upper() + word[1:]


def name(k=2):
    return ''.join(cap(random.choice(WORDS)) for _ in range(k))


def doc(lines, indent=''):
    return [f'{indent}/// {random.choice(["Loads", "Keeps", "Builds", "Shows", "Tracks"])} the {random.choice(WORDS)} '
            f'{random.choice(["state", "list", "details", "summary", "history"])} for the current user.'
            for _ in range(lines)]


def statements(depth, indent):
    """A few lines of ordinary code: lets, guards, loops, switches, closures, string interpolation."""
    pad = '    ' * indent
    out = []
    for _ in range(random.randint(2, 9)):
        v = random.choice(WORDS)
        kind = random.random()
        if kind < 0.25:
            out.append(f'{pad}let {v}Count = items.filter {{ $0.isEnabled && $0.score > {random.randint(1, 99)} }}.count')
        elif kind < 0.4:
            out.append(f'{pad}guard let {v} = cache["{v}"] else {{ return nil }}')
        elif kind < 0.55 and depth < 3:
            out.append(f'{pad}for (index, item) in items.enumerated() where index % {random.randint(2, 5)} == 0 {{')
            out += statements(depth + 1, indent + 1)
            out.append(f'{pad}}}')
        elif kind < 0.7 and depth < 3:
            out.append(f'{pad}switch state {{')
            for case in ['.idle', '.loading', '.loaded(let value)', '.failed(let error)']:
                out.append(f'{pad}case {case}:')
                out.append(f'{pad}    log("{v} \\({case.split("(")[0][1:]})")')
            out.append(f'{pad}}}')
        elif kind < 0.85:
            out.append(f'{pad}let label = "{cap(v)}: \\({v}Value, default: "none") (\\(items.count) items)"')
        else:
            out.append(f'{pad}// {cap(v)} is refreshed lazily: the first read pays for the fetch.')
            out.append(f'{pad}let sorted = items.sorted {{ lhs, rhs in lhs.{v}Date < rhs.{v}Date }}')
    return out


def function(indent, static=False):
    pad = '    ' * indent
    f = random.choice(WORDS)
    params = ', '.join(f'{random.choice(WORDS)}{i}: {random.choice(TYPES)}' for i in range(random.randint(0, 3)))
    ret = random.choice(['', ' -> Bool', ' -> String?', ' -> [Item]', ' async throws -> Int'])
    lines = doc(random.randint(0, 2), pad)
    lines.append(f'{pad}{"static " if static else ""}func {f}{cap(random.choice(WORDS))}({params}){ret} {{')
    lines += statements(0, indent + 1)
    lines.append(f'{pad}    {"return " + {" -> Bool": "false", " -> String?": "nil", " -> [Item]": "[]", " async throws -> Int": "0"}[ret] if ret else "_ = 0"}')
    lines.append(f'{pad}}}')
    return lines


def model(type_name):
    props = [(f'{random.choice(WORDS)}{i}', random.choice(TYPES)) for i in range(random.randint(6, 30))]
    lines = ['import Foundation', ''] + doc(2)
    lines.append(f'struct {type_name}: Codable, Hashable, Identifiable, Sendable {{')
    lines.append('    let id: UUID')
    lines += [f'    var {p}: {t}' for p, t in props]
    lines += ['', '    enum CodingKeys: String, CodingKey {', '        case id'] + \
             [f'        case {p} = "{p.lower()}_key"' for p, _ in props] + ['    }', '']
    lines.append('    init(id: UUID = UUID()) {')
    lines.append('        self.id = id')
    lines += [f'        self.{p} = {SAMPLE[t]}' for p, t in props]
    lines += ['    }', '}', '', f'extension {type_name} {{']
    for _ in range(random.randint(1, 5)):
        lines += function(1) + ['']
    lines.append('}')
    return lines


def view(type_name):
    lines = ['import SwiftUI', ''] + doc(1)
    lines += [f'struct {type_name}: View {{', f'    @State private var isPresented = false',
              f'    @State private var query = ""', '    let items: [Item]', '', '    var body: some View {',
              '        NavigationStack {', '            List {']
    for _ in range(random.randint(2, 9)):
        w = random.choice(WORDS)
        lines += [f'                Section("{cap(w)}") {{',
                  f'                    ForEach(items.filter {{ $0.matches(query) }}) {{ item in',
                  '                        HStack(spacing: 12) {',
                  f'                            Image(systemName: "{w}.fill")',
                  '                                .foregroundStyle(.secondary)',
                  '                            VStack(alignment: .leading) {',
                  f'                                Text(item.title).font(.headline)',
                  f'                                Text("\\(item.{w}Count) {w}s").font(.caption)',
                  '                            }', '                            Spacer()',
                  '                            Button("Edit") { isPresented = true }.buttonStyle(.bordered)',
                  '                        }', '                    }', '                }']
    lines += ['            }', f'            .navigationTitle("{cap(random.choice(WORDS))}")',
              '            .searchable(text: $query)', '            .sheet(isPresented: $isPresented) { Text("Edit") }',
              '        }', '    }', '}', '', f'#Preview {{', f'    {type_name}(items: [])', '}']
    return lines


def service(type_name):
    lines = ['import Foundation', ''] + doc(2)
    lines += [f'final class {type_name} {{', '    private var cache: [String: String] = [:]',
              '    private var items: [Item] = []', '    private var state: LoadState = .idle', '']
    for _ in range(random.randint(2, 10)):
        lines += function(1, static=random.random() < 0.1) + ['']
    lines.append('}')
    return lines


def extension():
    target = random.choice(['String', 'Array where Element == Item', 'Date', 'URL', 'Collection', 'Optional'])
    lines = ['import Foundation', '', f'extension {target} {{']
    for _ in range(random.randint(1, 6)):
        lines += function(1) + ['']
    lines.append('}')
    return lines


def mockable(type_name, base):
    """An annotated protocol and its implementation, sometimes inheriting from an unannotated base protocol."""
    members = []
    for m in range(random.randint(3, 10)):
        w, t, u = random.choice(WORDS), random.choice(TYPES), random.choice(TYPES)
        members.append(random.choice([
            f'    var {w}{m}: {t} {{ get }}',
            f'    var {w}{m}: {t} {{ get set }}',
            f'    func fetch{cap(w)}{m}(id: {t}) async throws -> {u}',
            f'    func load{cap(w)}{m}(_ value: {t}, completion: @escaping (Result<{u}, Error>) -> Void)',
            f'    func make{cap(w)}{m}<T: Decodable>(from data: Data, as type: T.Type) throws -> T',
            f'    func observe{cap(w)}{m}(handler: @escaping @Sendable ({t}) -> Void) -> UUID',
        ]))
    parent = f': {base}' if base else ''
    lines = ['import Foundation', ''] + doc(1) + ['/// @mockable', f'protocol {type_name}Protocol{parent} {{'] + members
    lines += ['}', '', f'final class {type_name} {{', '    private var cache: [String: String] = [:]',
              '    private var items: [Item] = []', '    private var state: LoadState = .idle', '']
    for _ in range(random.randint(1, 6)):
        lines += function(1) + ['']
    lines.append('}')
    return lines


os.makedirs(out, exist_ok=True)
bases = [f'{name()}Base{i}' for i in range(40)]
kinds = [model, view, service, extension]
for i in range(files):
    folder = os.path.join(out, f'Module{i % 12}', random.choice(['Models', 'Views', 'Services', 'Support']))
    os.makedirs(folder, exist_ok=True)
    type_name = f'{name()}{i}'
    if i < len(bases):
        lines = ['import Foundation', '', f'protocol {bases[i]} {{', f'    var identifier{i}: String {{ get }}', '}']
    elif i % (files // annotated) == 0:
        lines = mockable(type_name, random.choice(bases) if random.random() < 0.3 else None)
    else:
        kind = random.choices(kinds, weights=[3, 3, 3, 1])[0]
        lines = kind(type_name) if kind is not extension else extension()
    with open(os.path.join(folder, f'{type_name}.swift'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
