import SwiftUI

/// A decorative "NEW" badge at a fixed 11 pt beside a row's title: it never grows. It may be exempt as decorative
/// (`--exempt 'NEW=decorative badge'`); the title grows as body does.
struct InboxRow: View {
    var body: some View {
        ScrollView {
            HStack(spacing: 8) {
                Text("Inbox")
                    .font(.body)
                Text("NEW")
                    .font(.system(size: 11, weight: .bold))
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(Color.red))
            }
            .padding()
        }
    }
}

#Preview("Inbox row") {
    InboxRow()
}
