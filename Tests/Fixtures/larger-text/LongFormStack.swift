import SwiftUI

/// The same long form in a plain VStack: at the accessibility sizes it is taller than the screen, and its end (the
/// Pay now button) cannot be reached.
struct ShippingForm: View {
    var body: some View {
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

#Preview("Shipping form") {
    ShippingForm()
}
