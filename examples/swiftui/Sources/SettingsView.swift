import SwiftUI

/// The account header: side by side, stacked from the first accessibility size.
struct AccountHeader: View {
    var name = "Ada Lovelace"
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .title2) private var avatarSize = 48

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(spacing: 12))
        layout {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: avatarSize, height: avatarSize)
                .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text(name)
                    .font(.title2.bold())
                Text("Premium member")
                    .font(.subheadline)
            }
        }
    }
}

struct SettingsView: View {
    @State private var downloadOverCellular = false
    @State private var skipInterval = 30

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    AccountHeader()
                }
                Section {
                    Toggle("Download over cellular", isOn: $downloadOverCellular)
                    Picker("Skip interval", selection: $skipInterval) {
                        Text("15 seconds").tag(15)
                        Text("30 seconds").tag(30)
                    }
                } header: {
                    Text("Playback")
                } footer: {
                    Text("Downloads over cellular may cost you data.")
                }
                Section("About") {
                    LabeledContent("Version", value: "2.4")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview("Settings") {
    SettingsView()
}
