//! Frame-time measurement (`--frame-stats SECONDS`): Bevy's frame-time diagnostics over a stretch of play, the
//! time of the main schedules (`First` to `Last`) and of the table's own systems, printed when done, with the
//! mean frame time of each quarter of the run to show that nothing grows as the match goes on.

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
        app.add_systems(First, start_frame_work);
        app.add_systems(Last, (end_frame_work, report).chain());
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
    mut exit: MessageWriter<AppExit>,
) {
    let Some(frame_time) = store.get(&FrameTimeDiagnosticsPlugin::FRAME_TIME) else {
        return;
    };
    let count = frame_time.values().count() as f64;
    if time.elapsed_secs() <= WARM_UP {
        measure.first_frame = Some(count);
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
    exit.write(AppExit::Success);
}
