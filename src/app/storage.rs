//! Where the game keeps its files (settings, the match in progress, statistics): a folder in the OS config
//! directory on desktop, the browser's local storage on the web, or memory in tests. A file that cannot be read is
//! kept aside under a new name, never deleted, and the player is told.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Mutex;

use bevy::prelude::*;

/// The game's file store.
#[derive(Resource, Debug)]
pub enum Store {
    /// Files in this folder (desktop).
    Folder(PathBuf),
    /// Files in memory only (tests, or when no folder can be found).
    Memory(Mutex<HashMap<String, String>>),
    /// The browser's local storage, keys prefixed `wendellhead/` (web).
    #[cfg(target_arch = "wasm32")]
    Browser,
}

impl Store {
    /// The store the game uses: `$WENDELLHEAD_HOME` if set, else the OS config directory
    /// (`$XDG_CONFIG_HOME/wendellhead` or `~/.config/wendellhead` on Linux, `~/Library/Application
    /// Support/wendellhead` on macOS, `%APPDATA%\wendellhead` on Windows); local storage on the web.
    pub fn for_player() -> Store {
        #[cfg(target_arch = "wasm32")]
        {
            Store::Browser
        }
        #[cfg(not(target_arch = "wasm32"))]
        match Store::player_folder() {
            Some(dir) => Store::Folder(dir),
            None => {
                warn!("no home or config directory: settings and saves last only this session");
                Store::memory()
            }
        }
    }

    /// The folder `Store::for_player` uses on desktop, if one can be found.
    pub fn player_folder() -> Option<PathBuf> {
        let var = |name: &str| {
            std::env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        if let Some(home) = var("WENDELLHEAD_HOME") {
            return Some(home);
        }
        let base = if cfg!(target_os = "windows") {
            var("APPDATA")
        } else if cfg!(target_os = "macos") {
            var("HOME").map(|h| h.join("Library/Application Support"))
        } else {
            var("XDG_CONFIG_HOME").or_else(|| var("HOME").map(|h| h.join(".config")))
        };
        base.map(|b| b.join("wendellhead"))
    }

    /// An empty store in memory.
    pub fn memory() -> Store {
        Store::Memory(Mutex::new(HashMap::new()))
    }

    /// Where a file lives, for messages.
    pub fn describe(&self, name: &str) -> String {
        match self {
            Store::Folder(dir) => dir.join(name).display().to_string(),
            Store::Memory(_) => t!("file-in-memory", name = name),
            #[cfg(target_arch = "wasm32")]
            Store::Browser => t!("file-in-browser", name = name),
        }
    }

    /// Where the files are kept, for the About panel: the folder, or what stands in for one.
    pub fn place(&self) -> String {
        match self {
            Store::Folder(dir) => dir.display().to_string(),
            Store::Memory(_) => t!("files-in-memory"),
            #[cfg(target_arch = "wasm32")]
            Store::Browser => t!("files-in-browser"),
        }
    }

    /// The file's text, `None` if there is no such file.
    pub fn read(&self, name: &str) -> Result<Option<String>, String> {
        match self {
            Store::Folder(dir) => match std::fs::read(dir.join(name)) {
                Ok(bytes) => String::from_utf8(bytes)
                    .map(Some)
                    .map_err(|_| t!("file-not-text")),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(e.to_string()),
            },
            Store::Memory(files) => Ok(files.lock().map_err(|e| e.to_string())?.get(name).cloned()),
            #[cfg(target_arch = "wasm32")]
            Store::Browser => browser::read(name),
        }
    }

    /// Writes the file whole: a crash while writing leaves the old file, never half a file.
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        match self {
            Store::Folder(dir) => {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                let tmp = dir.join(format!("{name}.tmp"));
                std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
                std::fs::rename(&tmp, dir.join(name)).map_err(|e| format!("{name}: {e}"))
            }
            Store::Memory(files) => {
                files
                    .lock()
                    .map_err(|e| e.to_string())?
                    .insert(name.to_string(), text.to_string());
                Ok(())
            }
            #[cfg(target_arch = "wasm32")]
            Store::Browser => browser::write(name, text),
        }
    }

    /// Removes the file (no error if there is none).
    pub fn remove(&self, name: &str) -> Result<(), String> {
        match self {
            Store::Folder(dir) => match std::fs::remove_file(dir.join(name)) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
                _ => Ok(()),
            },
            Store::Memory(files) => {
                files.lock().map_err(|e| e.to_string())?.remove(name);
                Ok(())
            }
            #[cfg(target_arch = "wasm32")]
            Store::Browser => browser::remove(name),
        }
    }

    /// Whether a file of this name exists (readable or not).
    fn exists(&self, name: &str) -> bool {
        match self {
            Store::Folder(dir) => dir.join(name).exists(),
            _ => matches!(self.read(name), Ok(Some(_))),
        }
    }

    /// Keeps a file that could not be read under a new name (`NAME.bad`, `NAME.bad-2`, ...) and returns it.
    pub fn set_aside(&self, name: &str) -> Result<String, String> {
        let aside = (1..1000)
            .map(|n| {
                if n == 1 {
                    format!("{name}.bad")
                } else {
                    format!("{name}.bad-{n}")
                }
            })
            .find(|candidate| !self.exists(candidate))
            .ok_or_else(|| t!("file-too-many-aside"))?;
        match self {
            // Renamed as it is, bytes and all, even when they are not text.
            Store::Folder(dir) => {
                std::fs::rename(dir.join(name), dir.join(&aside)).map_err(|e| e.to_string())?
            }
            _ => {
                let text = self.read(name)?.unwrap_or_default();
                self.write(&aside, &text)?;
                self.remove(name)?;
            }
        }
        Ok(aside)
    }
}

/// Messages for the player about files that could not be read, shown on the title screen.
#[derive(Resource, Debug, Default, Clone)]
pub struct Notices(pub Vec<String>);

impl Notices {
    /// Adds a message, and logs it.
    pub fn add(&mut self, message: String) {
        warn!("{message}");
        self.0.push(message);
    }
}

/// Reads a file the game wrote, or explains why it cannot: `Ok(None)` when there is none; on a bad file, the
/// file is kept aside, `notices` says so, and the result is `Ok(None)` so the game starts from defaults.
pub fn read_or_set_aside<T>(
    store: &Store,
    name: &str,
    what: &str,
    notices: &mut Notices,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> Option<T> {
    let problem = match store.read(name) {
        Ok(None) => return None,
        Ok(Some(text)) => match parse(&text) {
            Ok(value) => return Some(value),
            Err(e) => e,
        },
        Err(e) => e,
    };
    let kept = match store.set_aside(name) {
        Ok(aside) => t!("file-kept-as", file = store.describe(&aside)),
        Err(e) => t!("file-not-renamed", error = e),
    };
    // `what` names the file for the message: "settings", "saved match" or "statistics".
    notices.add(t!(
        "file-unreadable",
        what = what.replace(' ', "-"),
        problem = problem,
        kept = kept
    ));
    None
}

#[cfg(target_arch = "wasm32")]
mod browser {
    //! Local storage access on the web.
    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or_else(|| t!("storage-no-window"))?
            .local_storage()
            .map_err(|_| t!("storage-not-allowed"))?
            .ok_or_else(|| t!("storage-none"))
    }

    fn key(name: &str) -> String {
        format!("wendellhead/{name}")
    }

    pub fn read(name: &str) -> Result<Option<String>, String> {
        storage()?
            .get_item(&key(name))
            .map_err(|_| t!("storage-unreadable"))
    }

    pub fn write(name: &str, text: &str) -> Result<(), String> {
        storage()?
            .set_item(&key(name), text)
            .map_err(|_| t!("storage-full"))
    }

    pub fn remove(name: &str) -> Result<(), String> {
        storage()?
            .remove_item(&key(name))
            .map_err(|_| t!("storage-unchangeable"))
    }
}
