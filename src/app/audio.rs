//! Sound: effects and a quiet music loop on two kira channels, reacting to the table's observer events. Volumes
//! and mute come from the settings. Where there is no audio device (CI, servers) kira only warns and the game
//! plays silently.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_kira_audio::prelude::*;
use iyes_progress::prelude::*;

use super::settings::Settings;
use super::state::Screen;
use super::state::events::{
    CallAnnounced, CardDrawn, CardPlayed, CardsLaidAway, CardsPassed, DealStarted,
    DecisionTakenBack, DoubleSaid, HeartsBroken, MatchWon, MoonShot, PrizeTaken, RoundScored,
    SidesRevealed, TrickWon, TurnStarted,
};

pub(super) fn plugin(app: &mut App) {
    // Headless tests without an asset server run silently.
    if !app.world().contains_resource::<AssetServer>() {
        return;
    }
    app.add_plugins(AudioPlugin);
    app.add_audio_channel::<Effects>();
    app.add_audio_channel::<Music>();
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<Sounds>(),
    );
    app.add_observer(on_deal)
        .add_observer(on_card_played)
        .add_observer(on_card_taken_back)
        .add_observer(on_trick_won)
        .add_observer(on_prize_taken)
        .add_observer(on_card_drawn)
        .add_observer(on_round_scored)
        .add_observer(on_match_won)
        .add_observer(on_turn_started)
        .add_observer(on_cards_passed)
        .add_observer(on_cards_laid_away)
        .add_observer(on_hearts_broken)
        .add_observer(on_moon_shot)
        .add_observer(on_call_announced)
        .add_observer(on_double_said)
        .add_observer(on_sides_revealed);
    app.add_systems(
        Update,
        apply_volumes.run_if(resource_exists_and_changed::<Settings>),
    );
    app.add_systems(OnExit(Screen::Loading), start_music);
    // Loading is not over before the sounds are in (or have failed, which ends loading by itself).
    app.add_systems(
        Update,
        (|sounds: Option<Res<Sounds>>| iyes_progress::Progress {
            done: sounds.is_some() as u32,
            total: 1,
        })
        .track_progress::<Screen>()
        .run_if(in_state(Screen::Loading)),
    );
}

/// The channel of sound effects.
#[derive(Resource)]
pub struct Effects;

/// The channel of the music loop.
#[derive(Resource)]
pub struct Music;

/// The game's sounds, made by `scripts/make-sounds.py`.
#[derive(AssetCollection, Resource)]
pub struct Sounds {
    #[asset(path = "sounds/deal.ogg")]
    deal: Handle<AudioSource>,
    #[asset(path = "sounds/play.ogg")]
    play: Handle<AudioSource>,
    #[asset(path = "sounds/trump.ogg")]
    trump: Handle<AudioSource>,
    #[asset(path = "sounds/pin.ogg")]
    pin: Handle<AudioSource>,
    #[asset(path = "sounds/prize.ogg")]
    prize: Handle<AudioSource>,
    #[asset(path = "sounds/flint.ogg")]
    flint: Handle<AudioSource>,
    #[asset(path = "sounds/match.ogg")]
    match_won: Handle<AudioSource>,
    #[asset(path = "sounds/turn.ogg")]
    turn: Handle<AudioSource>,
    #[asset(path = "sounds/music.ogg")]
    music: Handle<AudioSource>,
}

/// A volume in percent as kira's decibels (0 % is silence).
pub fn decibels(percent: u8, muted: bool) -> Decibels {
    if muted || percent == 0 {
        return Decibels::SILENCE;
    }
    // Perceived loudness roughly follows the logarithm: 50 % is about -12 dB.
    Decibels((20.0 * (percent.min(100) as f32 / 100.0).powf(2.0).log10()).max(-60.0))
}

fn apply_volumes(
    settings: Res<Settings>,
    effects: Res<AudioChannel<Effects>>,
    music: Res<AudioChannel<Music>>,
) {
    set_volumes(&settings, &effects, &music);
}

fn set_volumes(settings: &Settings, effects: &AudioChannel<Effects>, music: &AudioChannel<Music>) {
    effects.set_volume(decibels(settings.effects_volume, settings.muted));
    music.set_volume(decibels(settings.music_volume, settings.muted));
}

fn start_music(
    sounds: Option<Res<Sounds>>,
    settings: Res<Settings>,
    effects: Res<AudioChannel<Effects>>,
    music: Res<AudioChannel<Music>>,
) {
    set_volumes(&settings, &effects, &music);
    if let Some(sounds) = sounds {
        music.play(sounds.music.clone()).looped();
    }
}

/// Plays an effect, if the sounds loaded.
fn effect(
    sounds: &Option<Res<Sounds>>,
    channel: &AudioChannel<Effects>,
    pick: impl Fn(&Sounds) -> &Handle<AudioSource>,
) {
    if let Some(sounds) = sounds {
        channel.play(pick(sounds).clone());
    }
}

fn on_deal(_: On<DealStarted>, sounds: Option<Res<Sounds>>, channel: Res<AudioChannel<Effects>>) {
    effect(&sounds, &channel, |s| &s.deal);
}

fn on_card_played(
    played: On<CardPlayed>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    // A trump on another suit's lead sounds different: players hear a trick being taken.
    if played.trumped {
        effect(&sounds, &channel, |s| &s.trump);
    } else {
        effect(&sounds, &channel, |s| &s.play);
    }
}

fn on_card_taken_back(
    _: On<DecisionTakenBack>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    // A card comes back to the hand: the sound of a card taken up.
    effect(&sounds, &channel, |s| &s.prize);
}

fn on_trick_won(_: On<TrickWon>, sounds: Option<Res<Sounds>>, channel: Res<AudioChannel<Effects>>) {
    effect(&sounds, &channel, |s| &s.pin);
}

fn on_prize_taken(
    _: On<PrizeTaken>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.prize);
}

fn on_card_drawn(
    _: On<CardDrawn>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.deal);
}

fn on_round_scored(
    won: On<RoundScored>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    // The match's last round gets the fanfare instead.
    if !won.match_won {
        effect(&sounds, &channel, |s| &s.flint);
    }
}

fn on_match_won(_: On<MatchWon>, sounds: Option<Res<Sounds>>, channel: Res<AudioChannel<Effects>>) {
    effect(&sounds, &channel, |s| &s.match_won);
}

fn on_turn_started(
    turn: On<TurnStarted>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    if turn.human {
        effect(&sounds, &channel, |s| &s.turn);
    }
}

fn on_cards_passed(
    _: On<CardsPassed>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.deal);
}

/// Dreiwendsch's discard slides face down onto the taker's tricks: the dealing sound.
fn on_cards_laid_away(
    _: On<CardsLaidAway>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.deal);
}

/// Hearts broken sounds like a trump: the hand has changed.
fn on_hearts_broken(
    _: On<HeartsBroken>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.trump);
}

fn on_moon_shot(_: On<MoonShot>, sounds: Option<Res<Sounds>>, channel: Res<AudioChannel<Effects>>) {
    effect(&sounds, &channel, |s| &s.match_won);
}

/// A pass is a soft tap; a solo rings out like a trump turned.
fn on_call_announced(
    call: On<CallAnnounced>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    match call.call {
        crate::engine::schafkopf::LogCall::Pass => effect(&sounds, &channel, |s| &s.play),
        _ => effect(&sounds, &channel, |s| &s.trump),
    }
}

/// A double rings out like a solo called.
fn on_double_said(
    _: On<DoubleSaid>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.trump);
}

/// A partner shown by the cards sounds like a prize taken: something is won in knowledge.
fn on_sides_revealed(
    _: On<SidesRevealed>,
    sounds: Option<Res<Sounds>>,
    channel: Res<AudioChannel<Effects>>,
) {
    effect(&sounds, &channel, |s| &s.prize);
}
