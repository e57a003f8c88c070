//! The browser's side of the platform seam ([`super::platform::Platform`]): a file chosen for
//! saving is a download, Open is an upload (or a file dropped on the page), and work the desktop
//! does on a thread runs at once on the page's one thread. The runner is [`super::web`].

use super::file_dialog::{FilePurpose, NativePick};
use super::platform::{Job, Platform};
use crate::engine::text::tr;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use wasm_bindgen::prelude::*;

/// Where a file chosen for saving goes: a download of that name (`engine::files` hands any
/// write under this folder to the browser as a download instead of keeping it).
use crate::engine::files::DOWNLOADS;

/// Where an uploaded or dropped save is kept so that the window can open it like any file (its
/// name kept; a later file of the same name replaces it).
const UPLOADS: &str = "/uploads";

/// Files the browser has handed over (read from an upload or a drop), in arrival order.
type Arrived = Rc<RefCell<VecDeque<Result<PathBuf, String>>>>;

/// The browser's side of the platform seam.
#[derive(Default)]
pub struct Web {
    arrived: Arrived,
}

/// Keeps a file the browser read (`name`, `bytes`) under [`UPLOADS`] for the window to open.
fn keep(arrived: &Arrived, name: &str, bytes: Result<Vec<u8>, String>) {
    // Only the last part of the name: a browser gives no folders, but a name is the sender's.
    let name = Path::new(name)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "dropped.ron".into());
    let path = PathBuf::from(UPLOADS).join(name);
    let kept = bytes.and_then(|b| {
        crate::engine::files::write_atomic(&path, &b)
            .map_err(|e| crate::engine::files::io_words(&e))
    });
    arrived
        .borrow_mut()
        .push_back(kept.map(|()| path).map_err(|why| {
            crate::engine::text::Msg::new("web-upload-failed")
                .text("why", why)
                .to_string()
        }));
}

/// Asks the browser for a save to open: a file input clicked, its file read as text.
fn upload(arrived: &Arrived) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| tr("web-no-page"))?;
    let input: web_sys::HtmlInputElement = document.create_element("input")?.dyn_into()?;
    input.set_type("file");
    input.set_accept(".ron");
    let arrived = arrived.clone();
    let chosen = input.clone();
    let on_change = Closure::once(move || {
        let Some(file) = chosen.files().and_then(|f| f.get(0)) else {
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .map(|t| t.as_string().unwrap_or_default().into_bytes())
                .map_err(|e| format!("{e:?}"));
            keep(&arrived, &file.name(), text);
        });
    });
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    // The input lives as long as the page may still answer it.
    on_change.forget();
    input.click();
    Ok(())
}

impl Platform for Web {
    fn pick_file(&mut self, purpose: FilePurpose, _folder: &Path, suggested: &str) -> NativePick {
        match purpose {
            FilePurpose::Open => {
                if let Err(e) = upload(&self.arrived) {
                    web_sys::console::error_1(&e);
                }
                // The answer comes later, through `handed_over`.
                NativePick::Cancelled
            }
            FilePurpose::SaveAs | FilePurpose::Export | FilePurpose::PrintBlank => {
                NativePick::Chosen(PathBuf::from(DOWNLOADS).join(suggested))
            }
        }
    }

    fn copy(&mut self, ctx: &egui::Context, text: String) {
        ctx.copy_text(text);
    }

    fn open_folder(&mut self, _folder: &Path) -> Result<(), String> {
        Err(crate::engine::text::tr("web-no-folders"))
    }

    fn notify(&mut self, _ctx: &egui::Context, _title: &str, _body: &str) {}

    fn spawn(&mut self, name: &str, job: Job) -> Result<(), String> {
        crate::engine::text::in_background(name, job).map_err(|e| e.to_string())
    }

    fn handed_over(&mut self) -> Option<Result<PathBuf, String>> {
        self.arrived.borrow_mut().pop_front()
    }

    fn take_drop(&mut self, file: egui::DroppedFileHandle) -> Option<PathBuf> {
        let arrived = self.arrived.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let bytes = file.bytes_async().await;
            keep(&arrived, &file.path().to_string_lossy(), bytes);
        });
        None
    }
}
