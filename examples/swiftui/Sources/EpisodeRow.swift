import SwiftUI

struct Episode: Identifiable {
    let id: Int
    let title: String
    let show: String
    let minutes: Int
}

extension Episode {
    static let samples = [
        Episode(id: 1, title: "The history of the typewriter", show: "Design Matters", minutes: 42),
        Episode(id: 2, title: "Why fonts have optical sizes", show: "Type Talk", minutes: 37),
        Episode(id: 3, title: "Accessibility is for everyone", show: "Inclusive Apps", minutes: 55),
    ]
}

/// One row of the episode list.
struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        HStack(spacing: 12) {
            // planted: a fixed-size icon beside text that grows (fix: @ScaledMetric var iconSize = 20)
            Image(systemName: "waveform")
                .resizable()
                .frame(width: 20, height: 20)
            VStack(alignment: .leading, spacing: 2) {
                // planted: one line only; the title is cut off from xxxLarge on an iPhone SE
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(1)
                Text("\(episode.show) · \(episode.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// Shown above the list while the app is offline.
struct OfflineBanner: View {
    var body: some View {
        // planted: kept outside the List; from the accessibility sizes it takes most of the screen
        VStack(alignment: .leading, spacing: 4) {
            Label("You're offline", systemImage: "wifi.slash")
                .font(.headline)
            Text("Downloaded episodes are still available. New episodes appear when you're back online.")
                .font(.subheadline)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct EpisodeList: View {
    var episodes: [Episode] = Episode.samples
    var isOffline = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                if isOffline {
                    OfflineBanner()
                }
                List(episodes) { episode in
                    EpisodeRow(episode: episode)
                }
            }
            .navigationTitle("Episodes")
        }
    }
}

#Preview("Episodes") {
    EpisodeList()
}
