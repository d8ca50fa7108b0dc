//! Outside bots as seats (`sim --seat-bot SEAT=COMMAND`): a child process speaking `bot/1` on its standard input
//! and output (`docs/bots.md`), kept for the whole run, asked with a timeout, and killed with everything it
//! started on every way out.

use std::fmt;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use crate::bot::MAX_LINE;

/// The longest answer quoted in a failure line: a bot that floods its output should not flood the report.
const QUOTED: usize = 300;

/// How long a bot that is done with may take to exit by itself once its input ends, before it is killed.
const GRACE: Duration = Duration::from_millis(500);

/// One outside bot of a run: its command and the copies of it that are running and idle. A match takes a copy
/// for itself ([`BotPool::take`]) and gives it back when it ends well, so each worker thread keeps one child for
/// the whole run; a copy that failed is killed and the next match starts a new one.
pub struct BotPool {
    /// The name the results give it (`bot0` for `--seat-bot 0=...`).
    pub name: String,
    /// The command, run through `sh -c`.
    pub command: String,
    /// How long an answer may take.
    pub timeout: Duration,
    /// Children that are running and waiting for a match.
    idle: Mutex<Vec<OutsideBot>>,
    /// Children started so far (replacements of failed ones included).
    started: Mutex<usize>,
}

impl fmt::Debug for BotPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BotPool")
            .field("name", &self.name)
            .field("command", &self.command)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

impl BotPool {
    /// A bot named `name` that runs `command` through `sh -c` and must answer within `timeout`. Nothing is
    /// started until a match needs it.
    pub fn new(name: impl Into<String>, command: impl Into<String>, timeout: Duration) -> BotPool {
        BotPool {
            name: name.into(),
            command: command.into(),
            timeout,
            idle: Mutex::new(Vec::new()),
            started: Mutex::new(0),
        }
    }

    /// How many children this bot has started so far.
    pub fn started(&self) -> usize {
        *self.started.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// An idle child, or a new one.
    pub(crate) fn take(&self) -> Result<OutsideBot, String> {
        if let Some(bot) = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop() {
            return Ok(bot);
        }
        let bot = OutsideBot::spawn(&self.command)?;
        *self.started.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        Ok(bot)
    }

    /// Gives a child back after a match it played to the end.
    pub(crate) fn give(&self, bot: OutsideBot) {
        self.idle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(bot);
    }
}

/// What came from a child's standard output.
enum Line {
    /// A line, without its end.
    Text(String),
    /// A line longer than [`MAX_LINE`]; nothing more is read.
    TooLong,
    /// The output ended (the child exited or closed it).
    End,
}

/// A running outside bot: the child, its input, and its output's lines from a reader thread, so an answer can be
/// waited for with a timeout.
pub(crate) struct OutsideBot {
    /// The child (`sh -c COMMAND`), leader of its own process group.
    child: Child,
    /// Its standard input; dropped first, so a bot reading to the end sees it.
    stdin: Option<ChildStdin>,
    /// Its output, line by line.
    lines: Receiver<Line>,
    /// Whether it has answered everything so far: only a healthy bot is given time to exit by itself.
    healthy: bool,
}

impl OutsideBot {
    /// Starts `command` through the system's shell (`sh -c`; `cmd /C` on Windows) in a process group of its own
    /// (so killing it kills whatever it started) with a thread that reads its output.
    fn spawn(command: &str) -> Result<OutsideBot, String> {
        let (shell, flag) = if cfg!(windows) {
            ("cmd", "/C")
        } else {
            ("sh", "-c")
        };
        let mut cmd = Command::new(shell);
        cmd.arg(flag)
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            // The bot's own messages go where the simulator's go: its writer wants to see them.
            .stderr(Stdio::inherit());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        let mut child = cmd
            .spawn()
            .map_err(|e| format!("cannot start the outside bot `{command}`: {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            kill(&mut child);
            return Err(format!("the outside bot `{command}` has no pipes"));
        };
        let (send, lines) = channel();
        let reader = std::thread::Builder::new()
            .name("seat-bot output".into())
            .spawn(move || {
                let mut out = BufReader::new(stdout);
                loop {
                    let mut buf = Vec::new();
                    let line = match (&mut out)
                        .take(MAX_LINE as u64 + 1)
                        .read_until(b'\n', &mut buf)
                    {
                        Ok(0) | Err(_) => Line::End,
                        Ok(_) if buf.len() > MAX_LINE => Line::TooLong,
                        Ok(_) => {
                            let text = String::from_utf8_lossy(&buf);
                            Line::Text(text.trim_end_matches(['\n', '\r']).to_owned())
                        }
                    };
                    let last = !matches!(line, Line::Text(_));
                    // The bot was dropped (and killed): nobody wants its output any more.
                    if send.send(line).is_err() || last {
                        return;
                    }
                }
            });
        if let Err(e) = reader {
            kill(&mut child);
            return Err(format!("cannot read the outside bot's output: {e}"));
        }
        Ok(OutsideBot {
            child,
            stdin: Some(stdin),
            lines,
            healthy: true,
        })
    }

    /// Sends one request line and waits up to `timeout` for the answer line. The error completes "answered
    /// nothing ..." (within the time, or its output ended); a bot that failed is not asked again.
    pub(crate) fn ask(&mut self, request: &str, timeout: Duration) -> Result<String, String> {
        self.healthy = false;
        // A bot that has exited cannot take the line: its output ends too, which the wait below reports.
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = writeln!(stdin, "{request}").and_then(|()| stdin.flush());
        }
        match self.lines.recv_timeout(timeout) {
            Ok(Line::Text(answer)) => {
                self.healthy = true;
                Ok(answer)
            }
            Ok(Line::TooLong) => Err(format!(
                " but a line of more than {MAX_LINE} bytes without an end"
            )),
            Ok(Line::End) | Err(RecvTimeoutError::Disconnected) => {
                Err(format!(": its output ended{}", self.status()))
            }
            Err(RecvTimeoutError::Timeout) => Err(format!(" within {} ms", timeout.as_millis())),
        }
    }

    /// Marks a bot whose answer was refused: it is killed without waiting when dropped.
    pub(crate) fn failed(&mut self) {
        self.healthy = false;
    }

    /// How the child ended, if it has (" (exit status: 3)"), after a moment for it to finish exiting.
    fn status(&mut self) -> String {
        for _ in 0..20 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return format!(" ({status})");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        String::new()
    }
}

impl Drop for OutsideBot {
    /// Ends the child on every way out: its input closes (a bot that reads to the end exits by itself, and a
    /// healthy one is given [`GRACE`] to), then its whole process group is killed and the child reaped.
    fn drop(&mut self) {
        // Closing its input (dropping the pipe) tells a bot that reads to the end to exit.
        self.stdin = None;
        let mut exited = false;
        if self.healthy {
            let waited = std::time::Instant::now();
            while waited.elapsed() < GRACE {
                if let Ok(Some(_)) = self.child.try_wait() {
                    exited = true;
                    break;
                }
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        if exited {
            // The shell is gone; what it started and left behind in its group goes too. (Its id cannot have been
            // taken by a new group in the moment since: a process group keeps its id while it has a member.)
            kill_group(&self.child);
        } else {
            kill(&mut self.child);
        }
    }
}

/// Kills the child's process group and the child, and reaps it.
fn kill(child: &mut Child) {
    // Before the wait, so the group's id is still the child's.
    kill_group(child);
    let _ = child.kill();
    let _ = child.wait();
}

/// Kills every process of the child's group (the child leads it: `process_group(0)`).
fn kill_group(child: &Child) {
    #[cfg(unix)]
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: killpg only sends a signal; an id with no group left fails harmlessly (ESRCH).
        unsafe {
            libc::killpg(pid, libc::SIGKILL);
        }
    }
    #[cfg(not(unix))]
    let _ = child;
}

/// Why an outside bot lost a match: the seat, what it was asked, and what it answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotFailure {
    /// The match's seed.
    pub seed: u64,
    /// The seat it played.
    pub seat: u8,
    /// The bot's name in the results (`bot0`).
    pub bot: String,
    /// Its command.
    pub command: String,
    /// The request line it was sent.
    pub request: String,
    /// Its answer line, if it gave one.
    pub answer: Option<String>,
    /// What was wrong: with an answer, why it is not a move ("not an answer (...)", "not a legal move (...)");
    /// without, how it said nothing (" within 300 ms", ": its output ended (exit status: 1)").
    pub why: String,
}

impl fmt::Display for BotFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "match lost (seed {}): the outside bot {} at seat {} (`{}`) answered ",
            self.seed, self.bot, self.seat, self.command
        )?;
        match &self.answer {
            Some(answer) => {
                let mut quoted: String = answer.chars().take(QUOTED).collect();
                if quoted.len() < answer.len() {
                    quoted.push('…');
                }
                write!(f, "{quoted}, {}", self.why)?;
            }
            None => write!(f, "nothing{}", self.why)?,
        }
        write!(f, ", to the request {}", self.request)
    }
}
