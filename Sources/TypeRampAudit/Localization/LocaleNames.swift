/// English names of the languages an app is most often translated into, for sentences such as "truncates in German".
///
/// A fixed table rather than the platform's locale data, so reports read the same on every machine.
public enum LocaleNames {
    static let languages: [String: String] = [
        "ar": "Arabic", "bg": "Bulgarian", "ca": "Catalan", "cs": "Czech", "da": "Danish", "de": "German", "el": "Greek",
        "en": "English", "es": "Spanish", "et": "Estonian", "fa": "Persian", "fi": "Finnish", "fr": "French", "he": "Hebrew",
        "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian", "id": "Indonesian", "it": "Italian", "ja": "Japanese",
        "ko": "Korean", "lt": "Lithuanian", "lv": "Latvian", "ms": "Malay", "nb": "Norwegian Bokmål", "nl": "Dutch",
        "pl": "Polish", "pt": "Portuguese", "ro": "Romanian", "ru": "Russian", "sk": "Slovak", "sl": "Slovenian",
        "sr": "Serbian", "sv": "Swedish", "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu",
        "vi": "Vietnamese", "zh": "Chinese",
    ]

    /// "German" for `de`, "German (de-CH)" for a regional variant, the id itself for a language not in the table.
    public static func name(of locale: String) -> String {
        let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
        guard let name = languages[language] else { return locale }
        return language == locale.lowercased() ? name : "\(name) (\(locale))"
    }
}
