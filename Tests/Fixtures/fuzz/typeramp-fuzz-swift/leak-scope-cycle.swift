// swift-format-ignore-file
// libFuzzer input (see ../README.md): the lines below are as the fuzzer saved them.
import SwiftUI

struct EpisodeDetail: View {
    var episode: Episode = Episode.samples[0]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                // planted: a fixed point size that ignores Dynamic Type (fix: .font(.largeTitle.bold()))
                Text(episode.title)
                    .font(.system(size: 34, weight: .bold))
                Text("\(episode.show) · \(episode.minutes) min")
                    .font(.subheadline)
                // planted: two buttons side by side at every size (fix: AnyLayout or ViewThatFits)
                HStack(spacing: 12) {
                    Button("Play episode") { }
                        .buttonStyle(.borderedProminent)
                    Button("Download") { }
                        .buttonStyle(.bordered)
                }
                Text("In this episode we look at how the typewriter shaped the way we still set text today, from monospaced figures to the two spaces after a full stop.")
                    .font(.body)
            }
            .padding()
        }
    }
}

#Preview("Episode") {
    EpisodeDetail()
}
