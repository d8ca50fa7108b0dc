#!/usr/bin/python3
"""The desktop game's accessibility tree as a Linux screen reader reads it (AT-SPI over D-Bus, through pyatspi).

Run inside a D-Bus session with an X display (scripts/check-a11y makes both):
    atspi-check.py GAME_BINARY
It turns the screen reader "on" (org.a11y.Status.ScreenReaderEnabled, as Orca does), starts the game twice and
checks what the platform exposes and what it announces (AT-SPI's object:announcement events, what Orca speaks):
on the title, the window, the live region (a status bar to AT-SPI) saying the screen and
the focused "New game" push button, then the setup screen said after Enter; at a Hearts table, its buttons and,
after the A key, the person's whole hand in the live region. Prints every line it checks and exits non-zero with the reason on any failure.
"""

import os
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

# What Orca would speak: AT-SPI's announcement events (AccessKit sends one each time a live region's text changes).
HEARD = []


def say(line):
    print(f"atspi-check: {line}", flush=True)


# The game's log of the run under way, shown when the check fails.
GAME_LOG = []


def fail(line):
    say(f"FAILED: {line}")
    for path in GAME_LOG[-1:]:
        with open(path, encoding="utf-8", errors="replace") as log:
            say(f"the game's log ({path}):\n{log.read()[-4000:]}")
    sys.exit(1)


def screen_reader_on():
    """What Orca does on start: the AT-SPI bus tells toolkits (AccessKit here) that a screen reader listens."""
    subprocess.run(
        [
            "dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
            "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
            "string:ScreenReaderEnabled", "variant:boolean:true",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )


def on_announcement(event):
    HEARD.append(str(event.any_data))


def pump():
    """Hands AT-SPI's queued events to the listeners (they arrive on GLib's main context)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def wait_heard(what, test, timeout=90):
    """Waits for an announcement that passes `test`; returns it."""
    until = time.time() + timeout
    while time.time() < until:
        pump()
        for line in HEARD:
            if test(line):
                say(f"heard {what}: \"{line[:150]}\"")
                return line
        time.sleep(0.2)
    fail(f"never heard {what} in {timeout} s; heard: {HEARD}")


def walk(node, depth=0, out=None):
    """Every node below `node` as (depth, role, name, states, node); a node that went away is skipped."""
    out = [] if out is None else out
    try:
        states = node.getState()
        out.append((depth, node.getRoleName(), node.name or "", states, node))
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                walk(child, depth + 1, out)
    except Exception:  # noqa: BLE001 - a node can vanish while it is read (the UI changes every frame)
        pass
    return out


def game_window(timeout):
    """The game's window among the desktop's applications: the frame of the application named wendellhead (the
    frame carries the window's title only while the window has the focus)."""
    until = time.time() + timeout
    while time.time() < until:
        pump()
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is None:
                continue
            try:
                if app.name != "wendellhead":
                    continue
                for j in range(app.childCount):
                    window = app.getChildAtIndex(j)
                    if window is not None and window.getRoleName() == "frame":
                        return app, window
            except Exception:  # noqa: BLE001
                continue
        time.sleep(0.5)
    fail(f"no application wendellhead with a window after {timeout} s")


def wait_for(what, test, timeout=90, must=True):
    """Reads the game window's tree until a node passes `test`; returns it (or, unless `must`, None once the
    time is up)."""
    until = time.time() + timeout
    seen = []
    while time.time() < until:
        pump()
        _, window = game_window(timeout)
        nodes = walk(window)
        for entry in nodes:
            if test(entry):
                depth, role, name, _, _ = entry
                say(f"{what}: {role} \"{name[:150]}\"")
                return entry
        seen = nodes
        time.sleep(0.3)
    if not must:
        return None
    tree = "\n".join(f"{'  ' * d}{r}: {n[:100]}" for d, r, n, _, _ in seen)
    fail(f"no {what} after {timeout} s; the tree:\n{tree}")


def focus_window():
    """Gives the game's window the keyboard focus, as a window manager would on start (AccessKit reports the
    focused control only while its window has the focus)."""
    subprocess.run(["xdotool", "search", "--sync", "--name", "^Wendellhead$", "windowfocus", "--sync"],
                   check=True, stdout=subprocess.DEVNULL, timeout=60)


def key(name):
    """A key press into the game's window (the pointer over it: without a window manager X focus follows it)."""
    subprocess.run(["xdotool", "mousemove", "640", "400", "key", name], check=True)


def run_game(binary, args, home):
    env = dict(os.environ, WENDELLHEAD_HOME=home)
    log = os.path.join(home, f"game-{len(GAME_LOG)}.log")
    GAME_LOG.append(log)
    with open(log, "w") as out:
        return subprocess.Popen([binary, "--size", "1280x800", *args], env=env, stdout=out, stderr=out)


def status(entry):
    """AccessKit's Status role, as AT-SPI names it."""
    return entry[1] == "status bar"


def main():
    binary = sys.argv[1]
    screen_reader_on()
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    with tempfile.TemporaryDirectory() as home:
        # The title: the screen said in the live region, the focused button in the tree.
        game = run_game(binary, [], home)
        try:
            app, window = game_window(120)
            focus_window()
            say(f"the game's application \"{app.name}\" has its window ({window.getRoleName()})")
            wait_for("the live region on the title",
                     lambda e: status(e) and "the title screen" in e[2])
            wait_for("the focused New game button",
                     lambda e: e[1] == "push button" and e[2].startswith("New game")
                     and e[3].contains(pyatspi.STATE_FOCUSED))
            wait_heard("the title announced", lambda line: "the title screen" in line)
            key("Return")
            wait_for("the live region on the setup screen",
                     lambda e: status(e) and e[2].startswith("New match"))
            wait_heard("the setup announced", lambda line: line.startswith("New match"))
        finally:
            game.terminate()
            game.wait(30)
        # A Hearts table: the game said, then the hand read on A.
        game = run_game(binary, ["--play", "5", "--game", "hearts"], home)
        try:
            _, window = game_window(120)
            focus_window()
            wait_for("the table's Hint button", lambda e: e[1] == "push button" and e[2].startswith("Hint"))
            wait_for("the live region at the table", lambda e: status(e) and e[2])
            # The deal flies in first (slowly on a busy machine): A is asked again until the whole hand is read.
            entry = None
            until = time.time() + 120
            while entry is None and time.time() < until:
                key("a")
                entry = wait_for("the hand read on A",
                                 lambda e: status(e) and e[2].startswith("Your hand, 13 cards"), 5, must=False)
            if entry is None:
                fail("the hand was never read on A in 120 s")
            wait_heard("the hand announced", lambda line: line.startswith("Your hand, 13 cards"))
            suits = [s for s in ("clubs:", "diamonds:", "hearts:", "spades:") if s in entry[2]]
            if len(suits) < 2:
                fail(f"the hand read names {len(suits)} suits: {entry[2]}")
            buttons = [e[2] for e in walk(game_window(30)[1]) if e[1] == "push button"]
            say(f"push buttons at the table: {', '.join(buttons)}")
            # A button not on screen is not in the tree: no claim is offered before a card is played.
            if any(b.startswith("Claim the rest") for b in buttons):
                fail("the hidden Claim the rest button is in the tree")
            if not any(b.startswith("Hint") for b in buttons):
                fail("no Hint button in the tree at the table")
        finally:
            game.terminate()
            game.wait(30)
    say("PASSED: the title, its focused button, the setup, a Hearts table and the hand read aloud, all through AT-SPI")


if __name__ == "__main__":
    main()
