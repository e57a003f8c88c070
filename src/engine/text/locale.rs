//! The language of the system locale.

use super::Lang;

/// The language a POSIX locale name asks for: `de_DE.UTF-8` → German, `nl_BE` → Dutch,
/// `en_GB`, `C`, `POSIX`, `fr_FR` and anything else → English.
pub fn from_locale(locale: &str) -> Lang {
    let language = locale
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or_default();
    Lang::from_code(language).unwrap_or(Lang::En)
}

/// The system locale's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
/// and not empty decides (the order POSIX gives them); none set → English.
pub fn from_env() -> Lang {
    from_vars(|name| std::env::var(name).ok())
}

/// [`from_env`] over any source of variables (tests pass a map).
pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|v| !v.trim().is_empty()))
        .map_or(Lang::En, |v| from_locale(&v))
}
