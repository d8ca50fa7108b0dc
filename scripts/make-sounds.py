#!/usr/bin/env python3
"""Synthesizes the game's sounds into assets/sounds/*.ogg (python3 scripts/make-sounds.py).

Needs Python 3 (standard library only) and `oggenc` (Debian: apt-get install vorbis-tools). Every sound is made
from noise bursts, plucked tones and soft bells with a fixed random seed, so a run always gives the same sounds.
"""

import math
import os
import random
import struct
import subprocess
import sys
import tempfile
import wave

RATE = 44100
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "sounds")


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at=0.0, gain=1.0):
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def noise_burst(seconds, rng, attack=0.004, decay=30.0, tone=0.35):
    """A card sliding or snapping: filtered noise with a quick attack and an exponential tail."""
    out, last = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t * decay)
        last = last + tone * (rng.uniform(-1, 1) - last)  # one-pole low-pass
        out.append(last * env)
    return out


def bell(freq, seconds, decay=3.0, harmonics=((1, 1.0), (2.0, 0.35), (3.01, 0.12))):
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / 0.005) * math.exp(-t * decay)
        out.append(env * sum(a * math.sin(2 * math.pi * freq * h * t) for h, a in harmonics))
    return out


def thump(seconds=0.18, freq=90.0):
    return [math.exp(-i / RATE * 22) * math.sin(2 * math.pi * freq * (i / RATE) * (1 - 0.3 * i / RATE / seconds))
            for i in range(int(seconds * RATE))]


def normalise(sound, peak=0.8):
    top = max(1e-9, max(abs(s) for s in sound))
    return [s * peak / top for s in sound]


def write_ogg(name, sound, quality=4):
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        wav = os.path.join(tmp, name + ".wav")
        with wave.open(wav, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767)) for s in sound))
        target = os.path.join(OUT, name + ".ogg")
        # A fixed serial number keeps the output the same from run to run.
        subprocess.run(["oggenc", "-Q", "-q", str(quality), "--serial", "1", "-o", target, wav], check=True)
    print(f"wrote assets/sounds/{name}.ogg ({len(sound) / RATE:.2f} s)")


def main():
    if subprocess.run(["which", "oggenc"], capture_output=True).returncode != 0:
        sys.exit("make-sounds: needs oggenc (Debian: apt-get install vorbis-tools)")
    rng = random.Random(11)
    deal = noise_burst(0.12, rng, decay=38, tone=0.45)
    write_ogg("deal", normalise(deal, 0.5))
    play = mix(noise_burst(0.16, rng, attack=0.002, decay=26, tone=0.6), noise_burst(0.05, rng, decay=90, tone=0.9),
               0.0, 0.5)
    write_ogg("play", normalise(play, 0.7))
    trump = mix(mix(noise_burst(0.2, rng, attack=0.001, decay=20, tone=0.7), thump(), 0.0, 0.9),
                bell(660, 0.25, decay=14), 0.01, 0.25)
    write_ogg("trump", normalise(trump, 0.85))
    pin = mix(noise_burst(0.3, rng, decay=12, tone=0.3), noise_burst(0.2, rng, decay=16, tone=0.3), 0.08, 0.8)
    write_ogg("pin", normalise(pin, 0.6))
    prize = mix(bell(880, 0.6, decay=6), bell(1318.5, 0.6, decay=6), 0.07, 0.7)
    write_ogg("prize", normalise(prize, 0.55))
    flint = silence(0.0)
    for k, f in enumerate([523.25, 659.25, 783.99, 1046.5]):
        mix(flint, bell(f, 0.9, decay=4), 0.11 * k, 0.8)
    write_ogg("flint", normalise(flint, 0.7))
    fanfare = silence(0.0)
    for k, f in enumerate([392.0, 523.25, 659.25, 783.99, 1046.5]):
        mix(fanfare, bell(f, 1.4, decay=2.5), 0.13 * k, 0.8)
    for f in [523.25, 659.25, 783.99]:
        mix(fanfare, bell(f, 1.6, decay=1.8), 0.7, 0.6)
    write_ogg("match", normalise(fanfare, 0.8))
    turn = mix(bell(740, 0.5, decay=9, harmonics=((1, 1.0), (2.0, 0.2))), silence(0.1))
    write_ogg("turn", normalise(turn, 0.35))
    # A quiet loop of four soft chords, 16 seconds, that joins up with itself.
    music = silence(16.0)
    chords = [[220.0, 277.18, 329.63], [196.0, 246.94, 293.66], [174.61, 220.0, 261.63], [196.0, 246.94, 329.63]]
    for k, chord in enumerate(chords):
        for n, f in enumerate(chord):
            tone = [0.0] * int(4.0 * RATE)
            for i in range(len(tone)):
                t = i / RATE
                env = math.sin(math.pi * t / 4.0) ** 2
                tone[i] = env * (math.sin(2 * math.pi * f * t) + 0.2 * math.sin(4 * math.pi * f * t))
            mix(music, tone, 4.0 * k, 0.3)
        mix(music, bell(chord[0] * 4, 2.5, decay=1.6), 4.0 * k + 0.5, 0.15)
    write_ogg("music", normalise(music[: int(16.0 * RATE)], 0.5), quality=3)


if __name__ == "__main__":
    main()
