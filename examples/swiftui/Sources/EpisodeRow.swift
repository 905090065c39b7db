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

struct EpisodeList: View {
    var episodes: [Episode] = Episode.samples

    var body: some View {
        NavigationStack {
            List(episodes) { episode in
                EpisodeRow(episode: episode)
            }
            .navigationTitle("Episodes")
        }
    }
}

#Preview("Episodes") {
    EpisodeList()
}
