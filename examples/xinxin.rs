//! Duplicate Hearts against xinxin (Sturtevant's program, `scripts/xinxin/`): every deal is played twice, our
//! level in seats 0 and 2 and then in seats 1 and 3, xinxin in the others, and the points a hand of each side are
//! compared with a 95% interval (`docs/ai.md`). OpenSpiel's standard rules (passing, no points on the first trick,
//! the Q♠ breaks hearts, the moon adds 26 to the others). Our seats decide from their views; xinxin's driver is
//! handed each state as OpenSpiel's `xinxin_bot.cc` hands it (the deal, the passes, the cards played) and decides
//! through its own imperfect-information player.
//!
//! `cargo run --release --no-default-features --example xinxin -- --driver PATH [--deals 200] [--seed 1]
//! [--runs 333] [--worlds 30] [--c 0.4] [--ai expert] [--threads 2] [--log FILE]`

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use wendellhead::ai::Level;
use wendellhead::engine::hearts::{HeartsMatch, PassDirection, Rules, Stage};
use wendellhead::engine::{Card, CardSet, Decision, Seat};

/// The command line.
#[derive(Clone, Debug)]
struct Options {
    driver: String,
    deals: usize,
    seed: u64,
    runs: u32,
    worlds: u32,
    c: f64,
    level: Level,
    threads: usize,
    log: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        driver: String::new(),
        deals: 200,
        seed: 1,
        runs: 333,
        worlds: 30,
        c: 0.4,
        level: Level::Expert,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        log: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value"));
        let bad = |e: String| format!("{flag}: {e}");
        match flag.as_str() {
            "--driver" => o.driver = value()?,
            "--deals" => o.deals = value()?.parse().map_err(|e| bad(format!("{e}")))?,
            "--seed" => o.seed = value()?.parse().map_err(|e| bad(format!("{e}")))?,
            "--runs" => o.runs = value()?.parse().map_err(|e| bad(format!("{e}")))?,
            "--worlds" => o.worlds = value()?.parse().map_err(|e| bad(format!("{e}")))?,
            "--c" => o.c = value()?.parse().map_err(|e| bad(format!("{e}")))?,
            "--ai" => {
                let name = value()?;
                o.level = Level::from_name(&name).ok_or(format!("no level `{name}`"))?;
            }
            "--threads" => o.threads = value()?.parse().map_err(|e| bad(format!("{e}")))?,
            "--log" => o.log = Some(value()?),
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    if o.driver.is_empty() {
        return Err(
            "--driver PATH (the xinxin driver built by scripts/xinxin/build.sh) is needed".into(),
        );
    }
    Ok(o)
}

/// A running xinxin driver.
struct Driver {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Driver {
    /// Starts the driver and waits until it answers.
    fn start(path: &str) -> Result<Driver, String> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut driver = Driver {
            child,
            input,
            output,
        };
        let pong = driver.ask("ping")?;
        if pong.trim() != "pong" {
            return Err(format!("the driver answered `{pong}` to ping"));
        }
        Ok(driver)
    }

    fn ask(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.input, "{line}").map_err(|e| format!("driver input: {e}"))?;
        self.input
            .flush()
            .map_err(|e| format!("driver input: {e}"))?;
        let mut answer = String::new();
        self.output
            .read_line(&mut answer)
            .map_err(|e| format!("driver output: {e}"))?;
        if answer.is_empty() {
            return Err("the driver stopped".into());
        }
        Ok(answer.trim().to_owned())
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One hand of a deal as it goes: what the driver needs to rebuild it.
struct Hand {
    dealt: [CardSet; 4],
    passes: [Option<CardSet>; 4],
    plays: Vec<Card>,
    direction: Option<PassDirection>,
}

impl Hand {
    fn request(&self, o: &Options, seat: Seat, seed: u64) -> String {
        let cards = |set: CardSet| {
            set.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let dir = match self.direction {
            Some(PassDirection::Left) => "left",
            Some(PassDirection::Right) => "right",
            Some(PassDirection::Across) => "across",
            None => "hold",
        };
        let passes = if self.direction.is_none() {
            "none".to_owned()
        } else {
            self.passes
                .iter()
                .map(|p| p.map_or("- - -".to_owned(), cards))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let plays = self
            .plays
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        format!(
            "decide seed={seed} {} {} {} {} {dir} | {} | {} | {} | {} | {passes} | {plays}",
            o.runs,
            o.worlds,
            o.c,
            seat.0,
            cards(self.dealt[0]),
            cards(self.dealt[1]),
            cards(self.dealt[2]),
            cards(self.dealt[3]),
        )
    }
}

/// What one sitting of a deal gave: points per seat, moons, and decision times (ms) by side and kind.
#[derive(Default)]
struct Sitting {
    points: [i32; 4],
    moon: Option<Seat>,
    ours_cards: Vec<f64>,
    ours_passes: Vec<f64>,
    theirs_cards: Vec<f64>,
    theirs_passes: Vec<f64>,
}

/// Plays deal `deal` once with our level in the seats of `ours` (a bit per seat) and xinxin in the others.
fn play(o: &Options, driver: &mut Driver, deal: usize, ours: u8) -> Result<Sitting, String> {
    let rules = Rules::standard(4);
    let seed = o.seed + deal as u64;
    // The pass cycle (left, right, across, hold) by the deal's number, and the dealer turns with it.
    let number = (deal % 4) as u32;
    let dealer = Seat((deal % 4) as u8);
    let mut game = HeartsMatch::at_deal(rules, seed, number, dealer, &mut ())
        .map_err(|e| format!("deal {deal}: {e}"))?;
    let deals = game.deals();
    let mut hand = Hand {
        dealt: [0, 1, 2, 3].map(|s| game.hand(Seat(s))),
        passes: [None; 4],
        plays: Vec::new(),
        direction: game.direction(),
    };
    let mut out = Sitting::default();
    let start = game.scores().to_vec();
    let mine = |seat: Seat| ours & (1 << seat.0) != 0;
    let player_seed = |seat: Seat| seed.wrapping_mul(31).wrapping_add(u64::from(seat.0)) ^ 0xE4;
    let mut asked = 0u64;
    while game.deals() == deals && game.stage() != Stage::Over {
        asked += 1;
        match game.decision() {
            Some(Decision::PassCards { seat, count }) => {
                let cards = if mine(seat) {
                    let wall = Instant::now();
                    let clock = cpu_ms(wall);
                    let pass = o
                        .level
                        .player::<HeartsMatch>(player_seed(seat))
                        .choose_pass(&game.view(seat), count)
                        .ok_or("our level passed nothing")?;
                    out.ours_passes.push(cpu_ms(wall) - clock);
                    pass
                } else {
                    let answer = driver.ask(&hand.request(o, seat, seed ^ asked))?;
                    let words: Vec<&str> = answer.split_whitespace().collect();
                    match words.as_slice() {
                        ["pass", a, b, c, ms] => {
                            out.theirs_passes.push(ms.parse().unwrap_or(f64::NAN));
                            [a, b, c]
                                .iter()
                                .map(|w| w.parse::<Card>().map_err(|e| e.to_string()))
                                .collect::<Result<CardSet, String>>()?
                        }
                        _ => {
                            return Err(format!(
                                "deal {deal}: xinxin answered `{answer}` to a pass"
                            ));
                        }
                    }
                };
                hand.passes[seat.index()] = Some(cards);
                game.pass(seat, cards, &mut ())
                    .map_err(|e| format!("deal {deal}: {seat} passed {cards:?}: {e}"))?;
            }
            Some(Decision::PlayCard { seat }) => {
                let card = if mine(seat) {
                    let wall = Instant::now();
                    let clock = cpu_ms(wall);
                    let card = o
                        .level
                        .player::<HeartsMatch>(player_seed(seat) ^ asked)
                        .choose(&game.view(seat))
                        .ok_or("our level played nothing")?;
                    // Forced cards cost nothing either side: only real choices are timed.
                    if game.legal_moves().len() > 1 {
                        out.ours_cards.push(cpu_ms(wall) - clock);
                    }
                    card
                } else {
                    let answer = driver.ask(&hand.request(o, seat, seed ^ asked))?;
                    let words: Vec<&str> = answer.split_whitespace().collect();
                    match words.as_slice() {
                        ["play", card, ms] => {
                            if game.legal_moves().len() > 1 {
                                out.theirs_cards.push(ms.parse().unwrap_or(f64::NAN));
                            }
                            card.parse::<Card>().map_err(|e| e.to_string())?
                        }
                        _ => {
                            return Err(format!(
                                "deal {deal}: xinxin answered `{answer}` to a play"
                            ));
                        }
                    }
                };
                hand.plays.push(card);
                game.play(seat, card, &mut ())
                    .map_err(|e| format!("deal {deal}: {seat} played {card}: {e}"))?;
            }
            other => return Err(format!("deal {deal}: unexpected decision {other:?}")),
        }
    }
    for (s, points) in out.points.iter_mut().enumerate() {
        *points = game.scores()[s] - start[s];
    }
    out.moon = (0..4)
        .find(|&s| out.points[s] == 0 && out.points.iter().filter(|&&p| p == 26).count() == 3)
        .map(|s| Seat(s as u8));
    Ok(out)
}

/// This thread's CPU time so far in milliseconds (`CLOCK_THREAD_CPUTIME_ID`), so our times compare with the
/// driver's CPU times even when other work shares the cores; elsewhere, wall time.
#[cfg(unix)]
fn cpu_ms(_wall: Instant) -> f64 {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to write.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    now.tv_sec as f64 * 1000.0 + now.tv_nsec as f64 / 1e6
}

/// Wall time where no thread clock is at hand.
#[cfg(not(unix))]
fn cpu_ms(wall: Instant) -> f64 {
    wall.elapsed().as_secs_f64() * 1000.0
}

/// The mean and the half-width of its 95% interval.
fn mean_ci(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn percentile(values: &mut [f64], p: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("xinxin: {e}");
            std::process::exit(2);
        }
    };
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Sitting, Sitting)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let clock = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..o.threads.max(1) {
            scope.spawn(|| {
                let mut driver = match Driver::start(&o.driver) {
                    Ok(d) => d,
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                        return;
                    }
                };
                loop {
                    let deal = next.fetch_add(1, Ordering::SeqCst);
                    if deal >= o.deals || failure.lock().map_or(true, |f| f.is_some()) {
                        return;
                    }
                    let pair = play(&o, &mut driver, deal, 0b0101)
                        .and_then(|a| Ok((a, play(&o, &mut driver, deal, 0b1010)?)));
                    match pair {
                        Ok((a, b)) => {
                            let ours = (a.points[0] + a.points[2] + b.points[1] + b.points[3])
                                as f64
                                / 4.0;
                            let theirs = (a.points[1] + a.points[3] + b.points[0] + b.points[2])
                                as f64
                                / 4.0;
                            eprintln!("deal {deal}: ours {ours:.2} xinxin {theirs:.2}");
                            results
                                .lock()
                                .unwrap_or_else(|p| p.into_inner())
                                .push((deal, a, b));
                        }
                        Err(e) => {
                            *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                            return;
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        eprintln!("xinxin: {e}");
        std::process::exit(1);
    }
    let mut results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    results.sort_by_key(|r| r.0);
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    let mut diff = Vec::new();
    let (mut our_moons, mut their_moons) = (0, 0);
    let mut times: [Vec<f64>; 4] = Default::default();
    let mut log = String::new();
    for (deal, a, b) in &results {
        let o_pts = (a.points[0] + a.points[2] + b.points[1] + b.points[3]) as f64 / 4.0;
        let t_pts = (a.points[1] + a.points[3] + b.points[0] + b.points[2]) as f64 / 4.0;
        ours.push(o_pts);
        theirs.push(t_pts);
        diff.push(t_pts - o_pts);
        for (sitting, mask) in [(a, 0b0101u8), (b, 0b1010u8)] {
            match sitting.moon {
                Some(s) if mask & (1 << s.0) != 0 => our_moons += 1,
                Some(_) => their_moons += 1,
                None => {}
            }
            times[0].extend(&sitting.ours_cards);
            times[1].extend(&sitting.ours_passes);
            times[2].extend(&sitting.theirs_cards);
            times[3].extend(&sitting.theirs_passes);
        }
        log.push_str(&format!(
            "{{\"deal\":{deal},\"seed\":{},\"first\":{:?},\"second\":{:?}}}\n",
            o.seed + *deal as u64,
            a.points,
            b.points
        ));
    }
    if let Some(path) = &o.log
        && let Err(e) = std::fs::write(path, log)
    {
        eprintln!("xinxin: cannot write {path}: {e}");
    }
    let (om, oc) = mean_ci(&ours);
    let (tm, tc) = mean_ci(&theirs);
    let (dm, dc) = mean_ci(&diff);
    println!(
        "duplicate Hearts, {} deals (each from both sides), our {} against xinxin ({} UCT runs x {} worlds, C {})",
        results.len(),
        o.level.name(),
        o.runs,
        o.worlds,
        o.c
    );
    println!(
        "points a hand: {} {om:.2} ± {oc:.2}, xinxin {tm:.2} ± {tc:.2}",
        o.level.name()
    );
    println!(
        "xinxin - {}: {dm:+.2} ± {dc:.2} points a hand (positive: ours took fewer)",
        o.level.name()
    );
    println!(
        "moons shot: {} {our_moons}, xinxin {their_moons}",
        o.level.name()
    );
    let [mut oc_t, mut op_t, mut tc_t, mut tp_t] = times;
    println!(
        "time a card with a choice (CPU ms, p50/p95): {} {:.1}/{:.1}, xinxin {:.1}/{:.1}",
        o.level.name(),
        percentile(&mut oc_t, 0.5),
        percentile(&mut oc_t, 0.95),
        percentile(&mut tc_t, 0.5),
        percentile(&mut tc_t, 0.95)
    );
    println!(
        "time a pass (CPU ms, p50/p95): {} {:.1}/{:.1}, xinxin {:.1}/{:.1}",
        o.level.name(),
        percentile(&mut op_t, 0.5),
        percentile(&mut op_t, 0.95),
        percentile(&mut tp_t, 0.5),
        percentile(&mut tp_t, 0.95)
    );
    println!(
        "wall time: {:.0} s on {} threads",
        clock.elapsed().as_secs_f64(),
        o.threads
    );
}
