import TypeRampLayout

/// The screens of a small app, described with TypeRamp's DSL (lowercase builders that live beside SwiftUI's names).
public enum AppScreens {
    /// A sign-in card: a title, a line of help and two buttons that stack when they no longer fit.
    public static let signIn = Screen("sign-in", device: .iPhoneSE) {
        vstack(spacing: 12, alignment: .leading) {
            text("Welcome back", style: .title1).accessibilityTraits([.header])
            text("Sign in to sync your reading list across your devices.")
            hstack(adaptive: .fit, spacing: 12) {
                button("Sign in", style: .headline)
                button("Create account", style: .headline)
            }
        }.padding(16)
    }
}
