import SwiftUI

struct PlayerView: View {
    var title = "Why fonts have optical sizes"
    var show = "Type Talk"

    var body: some View {
        // planted: not in a ScrollView; at accessibility sizes the controls fall off the screen
        VStack(spacing: 24) {
            Image(systemName: "music.note")
                .font(.system(size: 120))
                .accessibilityHidden(true)
            VStack(spacing: 4) {
                Text(title)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                Text(show)
                    .font(.title3)
            }
            // planted: a caption pinned to 20 pt of height
            Text("Recorded live at the Type Conference")
                .font(.footnote)
                .frame(height: 20)
            HStack(spacing: 40) {
                Button("Back 15 seconds", systemImage: "gobackward.15") { }
                    .labelStyle(.iconOnly)
                Button("Play", systemImage: "play.fill") { }
                    .labelStyle(.iconOnly)
                Button("Forward 30 seconds", systemImage: "goforward.30") { }
                    .labelStyle(.iconOnly)
            }
            .font(.largeTitle)
            Text("Sleep timer: off")
                .font(.callout)
            Text("Up next: Accessibility is for everyone")
                .font(.callout)
        }
        .padding()
    }
}

#Preview("Player") {
    PlayerView()
}
