import SwiftUI

/// A title on one line that may shrink to half its size to fit: title1 grows from 28 pt to 58 pt at AX5 (207 %), but on
/// a 320 pt screen "Quarterly statement" does not fit one line at that size and is drawn smaller, below 200 %.
struct StatementHeader: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Quarterly statement")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                Text("Your balance")
                    .font(.body)
            }
            .padding()
        }
    }
}

#Preview("Statement header") {
    StatementHeader()
}
