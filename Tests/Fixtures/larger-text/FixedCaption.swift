import SwiftUI

/// A caption at a fixed 14 pt stays 14 pt at every text size: it never grows.
struct ArticleFooter: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Why fonts have optical sizes")
                    .font(.title2)
                Text("Updated just now")
                    .font(.system(size: 14))
            }
            .padding()
        }
    }
}

#Preview("Article footer") {
    ArticleFooter()
}
