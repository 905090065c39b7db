#!/usr/bin/env python3
"""Writes a synthetic SwiftUI codebase of about N lines into FOLDER, for `make bench` (import speed).

Usage: scripts/gen-swiftui-bench.py FOLDER [LINES]        (default 10,000 lines)
       scripts/gen-swiftui-bench.py FOLDER --screens N   (N files, each one screen: `make bench` labels 200)

Each file holds a row view, a detail view using it in a List with sections, a settings Form with controls, an
adaptive header (AnyLayout chosen by dynamicTypeSize) and a #Preview: the constructs real apps use, written for this
benchmark (no code from other projects)."""
import os, sys

TEMPLATE = '''import SwiftUI

struct Item{n}: Identifiable {{
    let id: Int
    let title: String
    let detail: String
}}

extension Item{n} {{
    static let samples = [
        Item{n}(id: 1, title: "First item {n}", detail: "A detail line"),
        Item{n}(id: 2, title: "Second item {n}", detail: "Another detail line"),
        Item{n}(id: 3, title: "Third item {n}", detail: "One more detail line"),
    ]
}}

struct Row{n}: View {{
    let item: Item{n}
    @ScaledMetric(relativeTo: .body) private var iconSize = 24

    var body: some View {{
        HStack(spacing: 12) {{
            Image(systemName: "star.fill")
                .resizable()
                .frame(width: iconSize, height: iconSize)
                .accessibilityHidden(true)
            VStack(alignment: .leading) {{
                Text(item.title)
                    .font(.headline)
                Text(item.detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }}
            Spacer()
        }}
        .padding(.vertical, 4)
    }}
}}

struct Header{n}: View {{
    @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
    var title = "Screen {n}"

    var body: some View {{
        let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        layout {{
            Text(title)
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
            Spacer(minLength: 0)
            Button("Edit") {{ }}
                .buttonStyle(.bordered)
        }}
    }}
}}

struct Detail{n}: View {{
    var items: [Item{n}] = Item{n}.samples

    var body: some View {{
        NavigationStack {{
            List {{
                Section {{
                    Header{n}()
                }}
                Section("Items") {{
                    ForEach(items) {{ item in
                        Row{n}(item: item)
                    }}
                }}
                Section {{
                    Toggle("Notifications", isOn: .constant(true))
                    Picker("Sort by", selection: .constant(0)) {{
                        Text("Name").tag(0)
                        Text("Date").tag(1)
                    }}
                    LabeledContent("Version", value: "1.0.{n}")
                }} footer: {{
                    Text("Changes apply to every device signed in to this account.")
                }}
            }}
            .navigationTitle("Detail {n}")
        }}
    }}
}}

#Preview("Detail {n}") {{
    Detail{n}()
}}
'''

def main():
    folder = sys.argv[1]
    screens = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--screens" else None
    target = int(sys.argv[2]) if len(sys.argv) > 2 and screens is None else 10_000
    os.makedirs(folder, exist_ok=True)
    lines, n = 0, 0
    while (n < screens) if screens is not None else (lines < target):
        text = TEMPLATE.format(n=n)
        with open(os.path.join(folder, f"Screen{n}.swift"), "w") as f:
            f.write(text)
        lines += text.count("\n")
        n += 1
    print(f"{lines} lines in {n} files")

if __name__ == "__main__":
    main()
