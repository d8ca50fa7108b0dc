//! Frame-time measurement (`--frame-stats SECONDS`): Bevy's frame-time diagnostics over a stretch of play, the
//! time of the main schedules (`First` to `Last`) and of the table's own systems, printed when done, with the
//! mean frame time of each quarter of the run to show that nothing grows as the match goes on, and how many frames
//! were drawn: over the run, and while the game rested waiting for input (`rest.rs`).

use bevy::diagnostic::{DiagnosticsStore, FrameTimeDiagnosticsPlugin};
use bevy::platform::time::Instant;
use bevy::prelude::*;

use super::state::TableSystems;

/// Seconds of start-up left out of the figures (loading, first layouts).
const WARM_UP: f32 = 2.0;

/// Measures for `seconds` after a warm-up, prints the figures and quits.
pub fn plugin(seconds: f32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.add_plugins(FrameTimeDiagnosticsPlugin::new(100_000));
        app.insert_resource(Measure {
            seconds,
            ..default()
        });
        app.add_systems(First, (start_frame_work, end_rest));
        app.add_systems(
            Last,
            (end_frame_work, report, start_rest, end_on_time)
                .chain()
                .after(super::rest::RestSystems::Decide),
        );
        app.add_systems(
            Update,
            (
                start_table_work.before(TableSystems::Show),
                end_table_work.after(TableSystems::Present),
            ),
        );
    }
}

#[derive(Resource, Default)]
struct Measure {
    seconds: f32,
    started: Option<Instant>,
    work_ms: Vec<f64>,
    table_started: Option<Instant>,
    table_ms: Vec<f64>,
    first_frame: Option<f64>,
    done: bool,
    /// When the game last went to rest, if it rests now.
    resting_since: Option<Instant>,
    /// Seconds rested since the warm-up.
    rested: f64,
    /// The frames drawn and woken from rest ([`super::rest::Rest`]) at the end of the warm-up.
    frames_at_start: Option<(u64, u64)>,
}

/// The frame after a rest: the time rested counts (after the warm-up).
fn end_rest(mut measure: ResMut<Measure>, time: Res<Time<Real>>) {
    if let Some(since) = measure.resting_since.take()
        && time.elapsed_secs() > WARM_UP
    {
        measure.rested += since.elapsed().as_secs_f64();
    }
}

/// A frame after which the game rests: the rest starts now.
fn start_rest(mut measure: ResMut<Measure>, rest: Res<super::rest::Rest>) {
    measure.resting_since = rest.resting.then(Instant::now);
}

/// A game at rest draws no frame until input, and then no system runs to end the measurement: while measuring,
/// winit wakes it once a second (the frames "drawn from rest" in the report are those wake-ups).
fn end_on_time(settings: Option<ResMut<bevy::winit::WinitSettings>>, mut set: Local<bool>) {
    let Some(mut settings) = settings else { return };
    if std::mem::replace(&mut *set, true) {
        return;
    }
    let wait = std::time::Duration::from_secs(1);
    let mode = bevy::winit::UpdateMode::reactive_low_power(wait);
    settings.focused_mode = mode;
    settings.unfocused_mode = mode;
}

fn start_frame_work(mut measure: ResMut<Measure>) {
    measure.started = Some(Instant::now());
}

fn end_frame_work(mut measure: ResMut<Measure>, time: Res<Time<Real>>) {
    if let Some(started) = measure.started.take()
        && time.elapsed_secs() > WARM_UP
    {
        measure
            .work_ms
            .push(started.elapsed().as_secs_f64() * 1000.0);
    }
}

fn start_table_work(mut measure: ResMut<Measure>) {
    measure.table_started = Some(Instant::now());
}

fn end_table_work(mut measure: ResMut<Measure>, time: Res<Time<Real>>) {
    if let Some(started) = measure.table_started.take()
        && time.elapsed_secs() > WARM_UP
    {
        measure
            .table_ms
            .push(started.elapsed().as_secs_f64() * 1000.0);
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn summary(name: &str, mut values: Vec<f64>) -> String {
    values.sort_by(f64::total_cmp);
    let mean = values.iter().sum::<f64>() / values.len().max(1) as f64;
    format!(
        "{name}: {} frames, mean {mean:.2} ms, p50 {:.2}, p95 {:.2}, p99 {:.2}, max {:.2} ms",
        values.len(),
        percentile(&values, 0.5),
        percentile(&values, 0.95),
        percentile(&values, 0.99),
        values.last().copied().unwrap_or(f64::NAN)
    )
}

fn report(
    mut measure: ResMut<Measure>,
    time: Res<Time<Real>>,
    store: Res<DiagnosticsStore>,
    rest: Res<super::rest::Rest>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(frame_time) = store.get(&FrameTimeDiagnosticsPlugin::FRAME_TIME) else {
        return;
    };
    let count = frame_time.values().count() as f64;
    if time.elapsed_secs() <= WARM_UP {
        measure.first_frame = Some(count);
        measure.frames_at_start = Some((rest.frames, rest.woken));
        return;
    }
    if measure.done || time.elapsed_secs() < WARM_UP + measure.seconds {
        return;
    }
    measure.done = true;
    let skip = measure.first_frame.unwrap_or(0.0) as usize;
    let frames: Vec<f64> = frame_time.values().skip(skip).copied().collect();
    let quarters: Vec<String> = frames
        .chunks(frames.len().div_ceil(4).max(1))
        .map(|q| format!("{:.2}", q.iter().sum::<f64>() / q.len() as f64))
        .collect();
    println!("{}", summary("frame time (FrameTimeDiagnostics)", frames));
    println!(
        "mean frame time by quarter of the run: {} ms",
        quarters.join(", ")
    );
    println!(
        "{}",
        summary(
            "main schedules per frame (First..Last)",
            std::mem::take(&mut measure.work_ms)
        )
    );
    println!(
        "{}",
        summary(
            "table systems per frame (Update)",
            std::mem::take(&mut measure.table_ms)
        )
    );
    let (frames0, woken0) = measure.frames_at_start.unwrap_or_default();
    let frames = rest.frames - frames0;
    let woken = rest.woken - woken0;
    // The run as it lasted: a report woken from rest may come after its time.
    let run = f64::from(time.elapsed_secs() - WARM_UP);
    println!(
        "frames drawn: {frames} in {run:.1} s, {:.1} a second",
        frames as f64 / run
    );
    let per_second_at_rest = if measure.rested > 0.0 {
        format!("{:.2}", woken as f64 / measure.rested.min(run))
    } else {
        "-".into()
    };
    println!(
        "at rest (waiting for input, nothing moving): {:.1} s of the {run:.1} s, {woken} frames drawn from rest, \
         {per_second_at_rest} a second (the measurement wakes the game once a second)",
        measure.rested.min(run)
    );
    exit.write(AppExit::Success);
}
