import SwiftUI

struct PfUILabelTitle1: View {
    var body: some View {
        Text("What's the point?").font(.title).fixedSize()
    }
}

struct OnnerbUILabelBody: View {
    var body: some View {
        Text("Hello World").fixedSize()
    }
}

struct PfSwiftUIChecked: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
        .padding(10)
        .fixedSize()
    }
}

struct CuiContentTextPadding: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("What's a gigwatt?").padding(8)
        }
        .fixedSize()
    }
}

struct CuiTitleSubtitleHeader: View {
    @ScaledMetric(relativeTo: .title) var s = 44
    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Image(systemName: "bolt").frame(width: s, height: s)
                    VStack(alignment: .leading) {
                        Text("Marty").font(.headline)
                        Text("McFly").font(.subheadline)
                    }
                    Spacer(minLength: 0)
                    Image(systemName: "xmark").frame(width: s, height: s)
                }
                Divider()
            }
            .frame(minHeight: s + 1)
            Text("What's a gigwatt?").padding(8)
        }
        .fixedSize()
    }
}

struct SpeziListRow: View {
    var body: some View {
        List {
            LabeledContent("San Francisco") {
                Text(verbatim: "20 °C, Sunny")
            }
        }
    }
}
