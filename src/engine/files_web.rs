//! [`super`]'s reading and writing in the browser build: a file is an entry of the page's local
//! storage (`window.localStorage`), keyed by its path, so the settings, the autosave, saves and
//! the history the window writes stay in this browser, as on a desktop they stay in the data
//! folder. Text only (everything dicepad writes there is text: RON, JSON); local storage holds
//! about 5 MB per site, and a write past that is refused with the browser's words, leaving the
//! old contents as they were (a `setItem` is all or nothing, which is what an atomic write is).

use super::FileError;
use crate::engine::text::tr;
use std::path::Path;

/// The page's local storage, or why there is none (a private window may refuse it).
fn storage() -> std::io::Result<web_sys::Storage> {
    let unavailable = || std::io::Error::new(std::io::ErrorKind::Unsupported, tr("web-no-storage"));
    web_sys::window()
        .ok_or_else(unavailable)?
        .local_storage()
        .map_err(|_| unavailable())?
        .ok_or_else(unavailable)
}

/// The storage key of `path`.
fn key(path: &Path) -> String {
    format!("dicepad:{}", path.display())
}

/// The words of a refusal by the page's storage (a `DOMException`, usually "quota exceeded").
fn refused(e: wasm_bindgen::JsValue) -> std::io::Error {
    let why = js_sys::Error::from(e)
        .message()
        .as_string()
        .unwrap_or_default();
    std::io::Error::new(std::io::ErrorKind::StorageFull, why)
}

/// The text stored for `path`, at most `limit` bytes.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let text = storage()
        .map_err(FileError::Io)?
        .get_item(&key(path))
        .map_err(|e| FileError::Io(refused(e)))?
        .ok_or_else(|| FileError::Io(std::io::ErrorKind::NotFound.into()))?;
    if text.len() as u64 > limit {
        return Err(FileError::TooBig {
            size: text.len() as u64,
            limit,
        });
    }
    Ok(text.into_bytes())
}

/// Every stored entry is a regular file.
pub fn check_regular_or_absent(_path: &Path) -> Result<(), FileError> {
    Ok(())
}

/// Two paths are one entry when they are the same key.
pub fn same_file(a: &Path, b: &Path) -> bool {
    a == b && storage().is_ok_and(|s| s.get_item(&key(a)).ok().flatten().is_some())
}

/// The folder whose files are downloads: a file saved or exported there (the browser's platform
/// chooses it for Save as and Export) is handed to the browser to download, not kept.
pub const DOWNLOADS: &str = "/downloads";

/// Hands `contents` to the browser as a download named after `path`'s file name.
fn download(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let failed = |e: wasm_bindgen::JsValue| {
        let why = js_sys::Error::from(e)
            .message()
            .as_string()
            .unwrap_or_default();
        std::io::Error::other(why)
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "dicepad".into());
    let bytes = js_sys::Uint8Array::from(contents);
    let parts = js_sys::Array::of1(&bytes);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| std::io::Error::other(tr("web-no-page")))?;
    let a: web_sys::HtmlAnchorElement =
        wasm_bindgen::JsCast::dyn_into(document.create_element("a").map_err(failed)?)
            .map_err(|_| std::io::Error::other(tr("web-no-page")))?;
    a.set_href(&url);
    a.set_download(&name);
    a.click();
    web_sys::Url::revoke_object_url(&url).map_err(failed)
}

/// Stores `contents` (text) for `path`: all of it or, refused, nothing. Under [`DOWNLOADS`] it
/// is a download instead (any bytes: a PNG too).
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    if path.starts_with(DOWNLOADS) {
        return download(path, contents);
    }
    let text = std::str::from_utf8(contents)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    storage()?.set_item(&key(path), text).map_err(refused)
}

/// The page's storage is this browser profile's alone already.
pub fn write_atomic_private(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    write_atomic(path, contents)
}

/// No folder to sweep.
pub fn write_atomic_unswept(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    write_atomic(path, contents)
}

/// Removes the entry of `path`.
pub fn remove_file(path: &Path) -> std::io::Result<()> {
    storage()?.remove_item(&key(path)).map_err(refused)
}

/// No temp files are made.
pub fn clean_temps(_dir: &Path) {}

/// No folders to make.
pub fn make_private_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Moves an unreadable entry out of the way as `NAME.broken` (replacing an older one: the page
/// has little room).
pub fn keep_aside(path: &Path) -> std::io::Result<std::path::PathBuf> {
    let s = storage()?;
    let kept = path.with_extension(match path.extension() {
        Some(e) => format!("{}.broken", e.to_string_lossy()),
        None => "broken".into(),
    });
    if let Some(text) = s.get_item(&key(path)).map_err(refused)? {
        s.set_item(&key(&kept), &text).map_err(refused)?;
    }
    s.remove_item(&key(path)).map_err(refused)?;
    Ok(kept)
}
