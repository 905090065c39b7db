import SwiftUI

/// Body and headline reach 200 % of their size at Large first at accessibility3 (40 pt of 17 pt): limited to
/// accessibility3 they reach it, 235 %.
struct OrderStatus: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("Your order has shipped")
                    .font(.headline)
                Text("It should arrive on Thursday.")
                    .font(.body)
            }
            .padding()
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}

#Preview("Order status") {
    OrderStatus()
}
