import SwiftUI

/// A long form inside a ScrollView: at the accessibility sizes it is taller than the screen, and the user scrolls to
/// its end.
struct ShippingForm: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Address")
                    .font(.title2)
                Text("Name")
                    .font(.headline)
                Text("Ada Byron")
                Text("Street")
                    .font(.headline)
                Text("12 Engine Road")
                Text("City")
                    .font(.headline)
                Text("London")
                Text("Postcode")
                    .font(.headline)
                Text("NW1 2DB")
                Text("Notes")
                    .font(.headline)
                Text("Leave it at the door.")
                Button("Pay now") {}
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }
}

#Preview("Shipping form") {
    ShippingForm()
}
