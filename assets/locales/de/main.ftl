# Wendellheads deutsche Texte: dieselben Schlüssel wie assets/locales/en/main.ftl (tests/i18n.rs prüft, dass
# beide jeden Schlüssel haben, den der Code benutzt, mit denselben Argumenten).
# Fluent-Syntax: https://projectfluent.org/fluent/guide/

language-name = Deutsch

## Settings
settings-title = Einstellungen
setting-on = An
setting-off = Aus
setting-language = Sprache: { $value }
setting-speed = Tempo: { $value }
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
speed-instant = Sofort
setting-keep-tricks = Stich liegt bis Klick: { $value }
setting-auto-play = Automatisch spielen: { $value }
setting-effects = Effekte: { $value } %
setting-music = Musik: { $value } %
setting-mute = Stumm: { $value }
setting-pack = Blatt: { $value }
setting-back = Kartenrücken: { $value }
setting-four-colours = Vier Farben: { $value }
setting-size = Größe: { $value } %
setting-size-fixed = Größe: passt sich dem Bildschirm an
setting-motion = Bewegung: { $value }
setting-motion-reduced = Reduziert
setting-motion-full = Voll
setting-contrast = Kontrast: { $value }
setting-contrast-high = Hoch
setting-contrast-normal = Normal
setting-suit-letters = Farbbuchstaben: { $value }
setting-suit-order = Farben: { $value }
setting-suit-order-alternate = Rot und Schwarz im Wechsel
setting-suit-order-pack = ♣ ♦ ♥ ♠
setting-rank-order = Werte: { $value }
setting-rank-order-up = Aufsteigend
setting-rank-order-down = Absteigend
setting-trump-side = Trümpfe: { $value }
setting-trump-side-right = Rechts außen
setting-trump-side-left = Links außen
setting-arrange = Blatt: { $value }
setting-arrange-sorted = Sortiert
setting-arrange-mine = Wie ich es lege
setting-hands = Linkshändig: { $value }
settings-pack-credit = „{ $name }“ von { $author } · { $licence }
settings-keys = Klicke auf eine Einstellung für den nächsten Wert, links bei ◀ oder mit rechts für den vorigen (← → mit der Tastatur).
settings-help = „Stich liegt bis Klick“ lässt jeden fertigen Stich liegen, bis du auf den Tisch klickst oder die Leertaste drückst. „Automatisch spielen“ legt eine Karte von selbst, wenn nur sie erlaubt ist; { $size ->
        [menus] „Größe“ vergrößert die Menüs (deine Karten passen sich dem Bildschirm selbst an)
        [fixed] Karten und Menüs passen sich diesem Bildschirm selbst an
       *[cards] „Größe“ vergrößert deine Karten und die Menüs
    }; reduzierte Bewegung blendet Karten an ihrem Ziel ein, statt sie fliegen zu lassen. „Wie ich es lege“ lässt eine verschobene Karte (ziehen oder Umschalt mit ← →) liegen, bis das Spiel endet; „Linkshändig“ spiegelt deine Tischseite für den linken Daumen.
button-back-esc = Zurück (Esc)
button-cancel-esc = Abbrechen (Esc)
button-rules = Regeln
button-settings = Einstellungen

## Card packs
deck-52 = 52 Karten
deck-32 = 32 Karten (7 bis A)
pack-unreadable = { $path }: { $error }
pack-not-text = { $path }: die Beschreibung ist kein Text (UTF-8)
pack-not-a-deck = { $path }: `{ $name }` ist kein Blatt (schreibe "french-52" oder "french-32")
pack-not-suits = { $path }: `{ $name }` ist keine Farbenart (schreibe "french", "german" oder "swiss"): französische Farben angenommen
pack-bad-image-path = { $path }: falscher Bildpfad `{ $file }`: { $error }
pack-bad-sheet = { $path }: ein Kartenbogen muss 13 Spalten und 4 Zeilen haben, nicht { $columns } und { $rows }
pack-not-a-card = { $path }: `{ $key }` ist keine Karte (schreibe z. B. "AS", "TD")
pack-no-image = { $path }: kein Bild für { $cards }
pack-no-backs = { $path }: das Blatt hat keine Rückseiten
pack-image-failed = { $file }: { $error }
pack-image-not-loaded = { $file }: nicht geladen
pack-image-size = { $file }: { $width }x{ $height } Pixel, die Beschreibung sagt { $want_width }x{ $want_height }
pack-fallback-faces = die Bilder von { $pack } werden für { $cards } benutzt
pack-fallback-backs = die Rückseiten von { $pack } werden benutzt
pack-shipped-failed = Die mitgelieferten Kartenbilder konnten nicht geladen werden (siehe das Protokoll): die Karten werden schlicht gezeichnet.
pack-did-not-load = es wurde nicht geladen
pack-cannot-be-used = Das Kartenblatt { $path } ist nicht nutzbar: { $why }
pack-name-taken-by = ein anderes Blatt heißt schon „{ $other }“: gib diesem in seiner pack.ron einen eigenen Namen
pack-no-faces = es zeigt keine Karte der Blätter, die es abdeckt
pack-image-missing = diese Datei gibt es nicht
pack-image-not-png = kein PNG-Bild
pack-replaces = deine Kopie, an Stelle von { $path }
pack-has-problems = Das Kartenblatt „{ $name }“ hat Fehler: { $problems }
pack-installed-where = installiert unter { $path }, dort gelesen (nicht kopiert)
pack-credit = „{ $name }“ von { $author } · { $licence } · Blätter: { $decks }
pack-no-complete-deck = keins vollständig
pack-problems = Fehler: { $problems }
pack-not-installed = Das Blatt „{ $name }“ ist nicht installiert: { $fallback } wird verwendet
pack-chosen-refused = Das Blatt „{ $name }“ kann nicht verwendet werden: { $why }. { $fallback } wird verwendet
pack-stands-in = { $pack } hat kein Blatt mit { $deck }: dieses Spiel zeigt { $fallback }
pack-swiss-no-index = Schwer im Fächer zu spielen: Schweizer Bildkarten (Under, Ober, König) haben keinen Eckindex, ihre Farbe zeigt nur das Bild
pack-not-for-this-game = Seine Farben gibt es nur für { $decks }: die { $deck } dieses Spiels zeigt { $fallback }
back-own = die eigene des Blatts

## Shared words
seat-you = Du
side-name = { $first } & { $second }
word-pin = Pin
word-trick = Stich
game-wendellhead = Wendellhead
game-whist = Klassisches Whist
game-whist-short = Whist
game-hearts = Hearts
game-schafkopf = Wendischer Schafkopf
game-schafkopf-short = Schafkopf
level-random = Zufall
level-easy = Leicht
level-normal = Normal
level-hard = Schwer
level-expert = Experte
players-2-to-5 = 2 bis 5
players-3-to-5 = 3 bis 5
players-2-3-or-4 = 2, 3 oder 4
players-out-of-range = { $game } spielt man zu { $range }, nicht zu { $players }
undo-rated = In einer gewerteten Partie gibt es kein Zurücknehmen
undo-nothing = Du hast noch nichts entschieden, was sich zurücknehmen lässt

## Title, loading, replay
title-start-new-game = Ein neues Spiel beginnen?
title-saved-match-ends = Deine gespeicherte Partie ({ $saved }) endet, sobald die neue gegeben wird, und zählt in der Statistik als abgebrochen.
title-new-game = Neues Spiel
saved-wendellhead = Wendellhead, { $players } Spieler · Flints: { $flints }
saved-whist = Klassisches Whist · { $us }, { $them } · bis { $target }
saved-hearts = Hearts, { $players } Spieler · { $scores } · bis { $target }
saved-schafkopf = { $variant ->
    [two] Schafkopf zu zweit
    [three] Dreiwendsch
   *[four] Wendischer Schafkopf
} · Spiel { $deal } von { $deals } · { $balance }
title-notices = { $count ->
    [one] Eine Sache solltest du vor dem Spiel wissen:
   *[other] { $count } Dinge solltest du vor dem Spiel wissen (scrolle für alle):
}
title-games = ♠ ♥  Wendellhead · Klassisches Whist · Hearts · Wendischer Schafkopf  ♦ ♣
title-continue = Weiterspielen (C): { $saved }
title-replay = Ein Spiel nachspielen (R)
title-daily = Spiel des Tages (D)
title-statistics = Statistik
title-about = Über das Spiel
title-quit = Beenden
loading = Karten und Klänge werden geladen …
loading-progress = Karten und Klänge werden geladen … { $done } von { $total }
replay-title = Ein Spiel nachspielen
replay-help = Gib den Code ein, der am Ende eines Spiels oder im Pausenmenü steht, etwa { $examples }. Dieselben Karten werden vom selben Geber noch einmal gegeben, und du spielst dieses Spiel noch einmal: ohne Wertung, nicht in der Statistik, und deine gespeicherte Partie bleibt, wie sie ist.
replay-letters = Buchstaben und Ziffern; Bindestriche und Leerzeichen zählen nicht.
replay-fingerprint = Ein gültiger Code. Sein Fingerabdruck: { $fingerprint }
replay-button = Nachspielen (Enter)

## Match over
match-over = Die Partie ist vorbei.
match-over-deal-played = Das Spiel ist gespielt
match-over-replayed = Spiel { $code }, nachgespielt: es zählt nicht in der Statistik.
match-over-deal-again = Noch einmal geben
match-over-next-lesson = Nächste Lektion
match-over-lessons = Alle Lektionen
button-title-esc = Titel (Esc)
match-over-last-trick = { $name ->
    [Du] Den letzten { $trick } hast du mit { $card } bekommen
   *[other] Den letzten { $trick } bekam { $name } mit { $card }
}
match-over-last-code = Der Code des letzten Spiels: { $code } („Ein Spiel nachspielen“ im Titel spielt es noch einmal)
match-over-play-again = Noch eine Partie
button-review = Rückblick (V)
match-over-new-setup = Neu einrichten

## Setup
setup-game = Spiel
setup-players = Spielerzahl
setup-seat-left = Links: Mara
setup-seat-partner = Partner: Otto
setup-seat-right = Rechts: Lena
setup-seat-at = { $place }: { $name }
setup-place-left = Links
setup-place-across = Gegenüber
setup-place-right = Rechts
setup-place-across-left = Schräg links
setup-place-across-right = Schräg rechts
setup-match = Partie
setup-pins = Pins je Flint
setup-flints = Flints zum Sieg
setup-trump = Trumpf
setup-game-to = Spiel bis
setup-honours = Honneurs
setup-house-rules = Regeln
setup-passing = Schieben
setup-first-trick = Erster Stich
setup-leading-hearts = Herz ausspielen
setup-jack-of-diamonds = B♦
setup-moon = Durchmarsch
setup-odd-cards = Übrige Karten
setup-mandatory-solos = Pflichtsolos
setup-cards = Karten
setup-undo = Zurücknehmen
setup-skat-to = Skat zuerst an
setup-base = Ein Spiel zählt
setup-schneider = Schneider
setup-schwarz = Schwarz
setup-solo-factor = Ein Solo zahlt
setup-doubling = Kontra und Re
setup-laufende = Laufende
setup-deals = { $deals ->
    [one] { $deals } Spiel
   *[other] { $deals } Spiele
}: jeder gibt { $each ->
    [1] einmal
    [2] zweimal
   *[other] { $each }-mal
}
setup-solos-owed = { $solos ->
    [0] Keine
    [1] Jeder muss 1 Solo spielen
   *[other] Jeder muss { $solos } Solos spielen
}
setup-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
setup-schneider-value = +{ $points }, wenn die Verlierer unter 30 haben
setup-schwarz-value = +{ $points } mehr, wenn sie keinen Stich machen
setup-solo-factor-value = { $factor }-fach; jedem Gegenspieler einmal
setup-doubling-on = An: eine Partei darf bis zur ersten Karte des 2. Stichs verdoppeln
setup-doubling-off = Aus
setup-laufende-off = Aus
setup-laufende-from = Ab { $least } höchsten Trümpfen in Folge: je +1
setup-undo-off = Aus: eine gewertete Partie
setup-undo-on = An: nimm deinen letzten Zug zurück
setup-sharp-cards = Scharf: 20 Karten, 10 bis Ass, je 6
setup-all-cards = 32 Karten, je 10
setup-skat-to-club-queen = Wer die Kreuz-Dame hat (D♣)
setup-skat-to-forehand = Die Vorhand (links vom Geber)
setup-schafkopf-four = 4: Partner durch schwarze Damen
setup-schafkopf-three = 3: Dreiwendsch, ein Skat für ein Solo
setup-schafkopf-two = 2: offen auf verdeckt, 8 Stapel
setup-hearts-13-each = je 13 Karten
setup-hearts-17-each = je 17, ohne 2♦
setup-hearts-17-kitty = je 17, 1 Karte Stock
setup-hearts-10-each = je 10, ohne 2♦ 2♣
setup-hearts-10-kitty = je 10, 2 Karten Stock
setup-hearts-players = { $players } Spieler: { $cards }
setup-hearts-target = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}: dann gewinnt die niedrigste Summe
setup-game-wendellhead = Wendellhead: Pins um den offenen Preis
setup-game-whist = Klassisches Whist: Partner, Überstiche
setup-game-hearts = Hearts: meide Herz und die Pik-Dame
setup-game-schafkopf-four = Schafkopf: geheime Partner
setup-game-schafkopf-three = Schafkopf: Dreiwendsch zu dritt
setup-game-schafkopf-two = Schafkopf zu zweit, auf Stapeln
setup-players-computers = { $players ->
    [2] 2: du und 1 Computer
   *[other] { $players }: du und { $computers } Computer
}
setup-length-short = Kurz
setup-length-standard = Standard
setup-length-custom = Eigene
setup-length = { $name }: { $pins } Pins, { $flints ->
    [one] { $flints } Flint
   *[other] { $flints } Flints
}
setup-trump-per-deck = Der erste Preis des Spiels
setup-trump-per-pin = Der Preis jedes Pins
setup-whist-long = 10 Punkte (langes Whist)
setup-honours-on = An: A K Q J in Trumpf zählen
setup-honours-off = Aus: nur Überstiche zählen
setup-rubber = Ein Robber: wer zuerst zwei Spiele hat
setup-one-game = Ein Spiel
setup-rules-standard = Standard …
setup-rules-one = { $one } …
setup-rules-two = { $one }, { $two } …
setup-rules-changed = { $count } geändert …
setup-passing-on = Drei Karten: links, rechts, gegenüber, keine
setup-passing-off = Aus: es wird nicht geschoben
setup-first-trick-safe = Sicher: kein Herz, keine Pik-Dame, wenn vermeidbar
setup-first-trick-anything = Alles darf gespielt werden
setup-lead-hearts-heart-or-queen = Sobald ein Herz oder die Pik-Dame gespielt ist
setup-lead-hearts-heart = Sobald ein Herz gespielt ist
setup-lead-hearts-any-time = Jederzeit
setup-jack-counts = Zählt −10 für den, der ihn nimmt
setup-jack-no-points = Keine Punkte
setup-moon-add = Alle anderen bekommen +26
setup-moon-subtract = Der Schütze bekommt −26
setup-kitty-on = Ein Stock für den Gewinner des ersten Stichs
setup-kitty-off = Aus dem Spiel genommen
rules-changed-no-passing = Kein Schieben
rules-changed-points-on-trick-1 = Punkte im 1. Stich
rules-changed-lead-hearts = Herz jederzeit
rules-changed-only-hearts-break = Nur Herz bricht Herz
rules-changed-jack = B♦ −10
rules-changed-moon = Durchmarsch −26
rules-changed-kitty = Ein Stock
rules-changed-worth = Wert { $points }
rules-changed-schneider = Schneider +{ $points }
rules-changed-schwarz = Schwarz +{ $points }
rules-changed-solo = Solo ×{ $factor }
rules-changed-doubling = Kontra/Re
rules-changed-laufende = Laufende ab { $least }
setup-rules-title = Regeln: { $game }
button-done-esc = Fertig (Esc)
setup-help = Klicke auf eine Auswahl für die nächste, links bei ◀ oder mit rechts für die vorige, oder ← → mit der Tastatur.
setup-deal = Geben

## Cards
card-spoken = { $suit }-{ $rank }
rank-label-jack = B
rank-label-queen = D
rank-label-king = K
rank-label-ace = A
rank-jack = Bube
rank-queen = Dame
rank-king = König
rank-ace = Ass
suit-clubs = Kreuz
suit-diamonds = Karo
suit-hearts = Herz
suit-spades = Pik
rank-label-unter = U
rank-label-ober = O
rank-unter = Unter
rank-ober = Ober
rank-label-daus = A
rank-daus = Daus
suit-acorns = Eichel
suit-bells = Schellen
suit-leaves = Grün
suit-roses = Rosen
suit-shields = Schilten
# Der Buchstabe auf einer Schilten-Karte, wenn die Farbbuchstaben an sind (die anderen Farben: ihr Anfangsbuchstabe).
suit-letter-shields = Sch
suits-french = französische Farben (♣ ♦ ♥ ♠)
suits-german = deutsche Farben (Eichel, Grün, Herz, Schellen)
suits-swiss = Schweizer Farben (Eichel, Schilten, Rosen, Schellen)

## Rules panel
rules-how-to-play = So spielt man { $game }
rules-full = Das sind die vollständigen Regeln. Am Tisch sagt eine Karte, die du nicht spielen darfst, warum, wenn du auf sie zeigst (oder den Finger darauf hältst), und Tipp schlägt eine Karte vor.
rules-keys-passing = Schieben: Enter, Leertaste oder ein Klick wählt eine Karte (noch einmal: legt sie zurück) · P schiebt die drei
rules-keys-declaring = Ansagen: P weiter · 1-4 ein Solo in ♦ ♣ ♠ ♥ · W eine Hochzeit (← → die gerufene Karte) · F der erste fremde Stich · S ein stilles Solo
rules-keys-line = {"\u000A"}{ $line }
rules-keys = ← → oder 1-9 wählt eine Karte · Enter oder Leertaste spielt sie (oder Klick, oder auf den Tisch ziehen){ $extra }
    H Tipp · L letzter { $trick } · S Punkteliste · U zurücknehmen (ungewertet) · C den Rest beanspruchen (wenn angeboten) · A liest dein Blatt vor · Esc Menü
    Umschalt und ← → verschieben die gewählte Karte im Blatt (mit „Blatt: Wie ich es lege“ in den Einstellungen)
    In Menüs: Tab oder ↑ ↓ bewegt, ← → ändert eine Einstellung, Enter wählt · R im Titel: ein Spiel aus seinem Code nachspielen
rules-wendellhead =
    • Ein Pin ist ein Stich: jeder spielt eine Karte, und die beste Karte gewinnt alle. Das Ass ist die höchste, dann K Q J (König, Dame, Bube) 10 9 8 7 6 5 4 3 2.
    • 2 bis 5 Spieler, je 7 Karten. Der Rest ist der Stock; seine oberste Karte liegt offen daneben: der Preis des nächsten Pins.
    • Die Farbe des ersten Preises eines Spiels ist Trumpf für das ganze Spiel (Option: jeder Preis bestimmt den Trumpf seines Pins).
    • Links vom Geber wird ausgespielt; danach spielt der Gewinner jedes Pins aus. Farbe bekennen, wenn man kann; sonst eine beliebige Karte, Trumpf oder Abwurf.
    • Der höchste Trumpf gewinnt den Pin; ohne Trumpf die höchste Karte der ausgespielten Farbe.
    • Der Gewinner nimmt den Preis auf die Hand, alle anderen ziehen eine Karte, und ein neuer Preis wird aufgedeckt, solange der Stock noch für alle reicht. Dann werden die restlichen Karten ungesehen beiseitegelegt und die Hände ausgespielt.
    • Jeder Pin zählt eins. Pins für einen Flint: 40 zu zweit, 35 zu dritt, 30 zu viert, 25 zu fünft (kurze Partie: die Hälfte und ein Flint). Der Flint ist gewonnen, sobald einer die Zahl erreicht, auch mitten im Spiel: alle Pins beginnen wieder bei 0, und der Gewinner des Flints gibt neu. Ein Spiel ohne Flint wird mit den Pins neu gegeben.
    • Wer zuerst 3 Flints gewinnt, gewinnt die Partie.
rules-whist =
    • Vier Spieler in zwei Parteien: du und dein Gegenüber (Otto) gegen die beiden anderen. 52 Karten, vom Ass abwärts bis zur 2; der Geber gibt alle, je 13.
    • Die letzte Karte des Gebers wird aufgedeckt: ihre Farbe ist Trumpf für das Spiel. Sie bleibt offen liegen, bis der Geber zum ersten Stich spielt, dann ist sie eine gewöhnliche Karte seiner Hand.
    • Links vom Geber wird ausgespielt; wer einen Stich gewinnt, spielt zum nächsten aus. Farbe bekennen, wenn man kann; sonst eine beliebige Karte, Trumpf oder Abwurf.
    • Der höchste Trumpf gewinnt den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe.
    • Nach 13 Stichen bekommt die Partei mit mehr als sechs einen Punkt für jeden Stich über sechs (8 Stiche: 2 Punkte).
    • Option Honneurs: eine Partei, die alle vier von A K Q J in Trumpf bekam, erhält 4, mit dreien 2 (nicht einen Punkt vor dem Ziel und nicht in einem Spiel, dessen Stiche das Ziel erreichen).
    • Wer zuerst das Ziel erreicht (5 Punkte; 7, 9 oder 10 nach Wahl), gewinnt das Spiel; einen Robber gewinnt man mit zwei Spielen. Nach jedem Spiel gibt der linke Nachbar.
rules-hearts =
    • 3, 4 oder 5 Spieler, jeder für sich; 52 Karten (zu dritt ohne 2♦, zu fünft ohne 2♦ und 2♣; Option: stattdessen ein Stock), alle ausgegeben. Ass hoch, kein Trumpf.
    • Vor jedem Spiel schiebt man drei Karten: { $passes ->
        [three] nach links, rechts, dann keine (zu dritt gibt es kein Gegenüber).
        [five] nach links, rechts, dann keine (zu fünft gibt es kein Gegenüber).
        [four] nach links, rechts, gegenüber, dann keine.
       *[any] nach links, rechts, gegenüber, dann keine (zu dritt oder fünft: links, rechts, keine).
    }
    • Die 2♣ (zu fünft die 3♣) eröffnet. Farbe bekennen, wenn man kann; die höchste Karte der ausgespielten Farbe gewinnt den Stich.
    • Im ersten Stich kein Herz und keine Pik-Dame, außer man hat nichts anderes; Herz darf erst ausgespielt werden, wenn eines gespielt wurde (auch die Pik-Dame bricht Herz), außer man hat nur noch Herz.
    • Jedes genommene Herz zählt 1 Punkt, die Pik-Dame 13 (Option: der Karo-Bube −10). Wer alle nimmt, schießt den Mond: 0 für ihn und 26 für alle anderen.
    • Das Spiel endet, wenn jemand 100 (oder 50) erreicht: die niedrigste Summe gewinnt.
rules-schafkopf =
    • Vier Spieler, 32 Karten (7 bis Ass), je 8. Immer Trumpf: die Damen D♣ D♠ D♥ D♦ und die Buben B♣ B♠ B♥ B♦, dann A 10 K 9 8 7 in Karo (oder in der Farbe eines Lustsolos). Die anderen Farben: A 10 K 9 8 7.
    • Die ausgespielte Farbe bedienen (Trumpf verlangt Trumpf), wenn man kann, sonst beliebig. Der höchste Trumpf gewinnt.
    • Reihum darf jeder ein Lustsolo ansagen (mit der Trumpffarbe) und allein spielen. Sonst spielen die Inhaber von Kreuz- und Pik-Dame zusammen, unangesagt; wer beide schwarzen Damen hat, hält Hochzeit (ruft einen Partner) oder spielt ein stilles Solo.
    • Augen: A 11, 10 10, K 4, Q (Dame) 3, J (Bube) 2; die Spieler brauchen 61 von 120. Unter 30 ist Schneider, ohne Stich Schwarz.
    • Ein Spiel zählt 1, +1 Schneider, +1 Schwarz: Partner gewinnen oder zahlen es jeder; ein Solist dreifach, jeder Gegenspieler einfach. Der Kassierer führt jeden Stand über die Partie (16 Spiele).
    • Optionen in den Regeln des Spiels: Kontra und Re: wer am Zug ist, darf bis zur ersten Karte des zweiten Stichs das Spiel verdoppeln, wenn seine Partei sicher gewinnt (Kontra sagt ein Gegenspieler; Re, die Antwort eines Spielers, verdoppelt noch einmal). Laufende: die Partei mit den höchsten Trümpfen in ununterbrochener Folge ab der D♣ (mindestens so viele wie eingestellt) zählt je Karte 1 zum Wert des Spiels.

## Refusals and calls
refusal-match-over = die Partie ist vorbei
refusal-no-such-seat = { $seat } sitzt nicht an diesem Tisch
refusal-not-your-turn = du bist nicht am Zug
refusal-card-not-held = { $card } ist nicht in diesem Blatt
refusal-must-follow = { $symbol } ({ $suit }) muss bedient werden
refusal-must-lead = der erste Stich wird mit { $card } eröffnet
refusal-hearts-not-broken = Herz ist noch nicht gebrochen: spiele eine andere Farbe aus
refusal-no-points-on-first-trick = im ersten Stich kein Herz und keine Pik-Dame
refusal-pass-first = schiebe erst drei Karten
refusal-no-pass-now = jetzt wird nicht geschoben
refusal-pass-size = schiebe genau { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} aus deinem Blatt
refusal-must-follow-trump = Trumpf muss bedient werden
refusal-declare-first = erst wird das Spiel angesagt
refusal-no-call-now = jetzt wird nichts angesagt
refusal-call-not-offered = { $call } ist jetzt nicht erlaubt
refusal-discard-first = wer den Skat nimmt, legt erst zwei Karten ab
refusal-no-discard-now = jetzt werden keine Karten abgelegt
refusal-discard-size = lege genau { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} deines Blatts ab
call-pass = passen
call-solo = ein Solo in { $suit }
call-wedding = eine Hochzeit, die { $card } ruft
call-wedding-first-foreign = eine Hochzeit mit dem ersten fremden Stich
call-silent-solo = ein stilles Solo
call-take-skat = den Skat nehmen
pass-left = nach links
pass-right = nach rechts
pass-across = gegenüber

## Table: plates, badge, toolbar, prompt
hud-dealer = GEBER
hud-trump = TRUMPF
hud-hearts = HEARTS
hud-replay = NACHSPIEL · { $code }
# The same on a phone held upright, left of the toolbar's buttons: the word alone.
hud-replay-short = NACHSPIEL
hud-lesson = LEKTION
hud-hint-button = Tipp
hud-last-trick-button = Letzter { $trick }
hud-menu-button = Menü
# Was die Knöpfe der Werkzeugleiste tun, in ihren Hinweisen (Wort und Taste des Knopfs stehen davor).
tip-hint = die Karte, die ein starker Spieler jetzt wählen würde, und warum
tip-last-trick = der eben genommene { $trick }, Karte für Karte, und wer ihn gewann
tip-scores = die Punkteliste: jedes Spiel der Partie bisher
tip-menu = Pause: Einstellungen, Regeln, eine neue Partie oder der Titel
tip-undo = die letzte eigene Karte zurücknehmen (nur in ungewerteten Partien)
hud-fingerprint = Fingerabdruck { $fingerprint }
hud-fingerprint-word = Fingerabdruck des Spiels
tip-fingerprint = der Anfang des SHA-256-Hashes vom Code dieses Spiels, gezeigt vor der ersten Karte. Der Rückblick zeigt den Code und jede Hand, wie sie gegeben wurde, und prüft, dass der Code noch diesen Fingerabdruck ergibt: die Karten lagen vor dem Spiel fest und wurden nie geändert.
hud-dealing = wird gegeben …
hud-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
hud-cards-piles = { $up } offen · { $covered } verdeckt
hud-hearts-broken = gebrochen
hud-hearts-not-broken = ungebrochen
hud-no-trump-yet = noch keiner
hud-the-skat = DER SKAT
hud-skat-offered = reihum angeboten
hud-declaring = ANSAGE
hud-no-game-yet = noch kein Spiel
hud-doubled = { $word } · { $call }
hud-redoubled = { $word } · Kontra · Re
hud-normal-game = NORMALSPIEL
hud-wedding = HOCHZEIT
hud-silent-solo = STILLES SOLO
hud-skat-solo = SKAT-SOLO
hud-solo = SOLO
hud-everyone = JEDER FÜR SICH
hud-for-two = ZU ZWEIT
hud-yours = deins
hud-seats = von { $name }
hud-for-themselves = jeder allein
hud-won-with-prize = { $name ->
    [Du] Du gewinnst den { $trick } mit { $card } und nimmst { $prize }
   *[other] { $name } gewinnt den { $trick } mit { $card } und nimmt { $prize }
}
hud-takes-kitty = { $name ->
    [Du] Du nimmst
   *[other] { $name } nimmt
} mit dem Stich den Stock: { $cards }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
hud-takes-skat = { $name ->
    [Du] Du nimmst
   *[other] { $name } nimmt
} mit dem letzten Stich den Skat: { $cards }, { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
hud-won = { $name ->
    [Du] Du gewinnst den { $trick } mit { $card }
   *[other] { $name } gewinnt den { $trick } mit { $card }
}
hud-trick-kept = { $line } · Klicke oder drücke die Leertaste, um weiterzuspielen
hud-passed-you = { $name } hat dir { $cards } geschoben
hud-took-skat = { $name } hat den Skat genommen und legt zwei Karten ab …
hud-skat-brought = Der Skat brachte { $cards }.
hud-lay-away = Lege { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} verdeckt ab (ihre Augen zählen für dich): { $chosen } gewählt; H schlägt vor
hud-lay-away-these = { $cards } ablegen? Drücke P oder „Ablegen“
hud-choosing-pass = { $name } wählt Karten zum Schieben …
hud-pass-to = { $direction } an { $name }
hud-choose-pass = Wähle { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Schieben { $to }: { $chosen } gewählt (Klick, oder ← → und Enter; H schlägt vor)
hud-pass-these = { $cards } { $to } schieben? Drücke P oder „Karten schieben“
hud-choose-pass-touch = Tippe { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Schieben { $to } an: { $chosen } gewählt
hud-pass-these-touch = { $cards } { $to } schieben?
hud-is-declaring = { $name } sagt an …
hud-hint = Tipp: { $hint } (Enter sagt es an)
hud-call-skat = Der Skat: nimm ihn (T) und spiele allein gegen die beiden anderen, oder passe (P); H für einen Tipp
hud-call-name-trump = Nenne den Trumpf deines Solos (1-4): Damen und Buben kommen zu dieser Farbe
hud-call-owe-solo = Du schuldest ein Solo: wähle seine Trumpffarbe (1-4)
hud-call-black-queens = Beide { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    }: eine Hochzeit (W, ← → die Karte; F erster fremder Stich), stilles Solo (S), Solo (1-4)
hud-call = Deine Ansage: weiter (P) oder ein Solo (1-4); H für einen Tipp
hud-to-play = { $name } ist am Zug …
hud-not-playable = { $card }: { $why }
hud-hint-card = Tipp: { $card } ({ $verdict })
hud-only-one-card = Du bist am Zug: nur eine Karte ist erlaubt
forced-last-card = Für dich gespielt: { $card }, deine letzte Karte
forced-only-suit = Für dich gespielt: { $card }, dein einziges { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
}
forced-only-card = Für dich gespielt: { $card }, die einzige erlaubte Karte
forced-where-off = (Automatisches Spielen einer erzwungenen Karte: Menü → Einstellungen.)
hud-your-turn = Du bist am Zug: klicke oder ziehe eine Karte, oder ← → und Enter
hud-your-turn-touch = Dein Zug: Karte zweimal antippen
hud-your-turn-double = Du bist am Zug: eine Karte (klicke, oder ← → und Enter), oder K für { $call }
hud-your-turn-double-touch = Dein Zug: Karte zweimal antippen, oder oben { $call }
hint-only-card = die einzige erlaubte Karte
hint-about-as-good = etwa so gut wie deine anderen
hint-best-by-a-little = die beste, knapp
hint-clearly-best = klar die beste

## Screen reader
say-loading = Wendellhead wird geladen.
say-title = Wendellhead, der Titel.
say-setup = Neue Partie: wähle das Spiel, die Spieler und die Optionen, dann „Geben“.
say-table = { $game } am Tisch, { $players } Spieler. A liest dein Blatt vor, H gibt einen Tipp, L zeigt den letzten { $trick }, Esc öffnet das Menü.
say-at-the-table = Am Tisch.
say-rules = Die Regeln von { $game }.
say-settings = Einstellungen.
say-statistics = Statistik.
say-about = Über Wendellhead.
say-turn-pass = Du bist am Zug: wähle { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Schieben, dann P.
say-turn-lay-away = Du bist am Zug: wähle { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Ablegen, dann P.
say-turn-declare = Du bist mit der Ansage dran.
say-turn-lead = Du spielst aus.
say-turn-after-lead = { $name ->
    [Du] Du bist am Zug. Du spielst { $card } aus.
   *[other] Du bist am Zug. { $name } spielt { $card } aus.
}
say-played = { $name ->
    [Du] Du spielst
   *[other] { $name } spielt
} { $card }{ $trumped ->
    [yes] , einen Trumpf
   *[no] {""}
}.
say-won = { $name ->
    [Du] Du gewinnst
   *[other] { $name } gewinnt
} den { $trick }.
say-prize-taken = { $name ->
    [Du] Du nimmst
   *[other] { $name } nimmt
} den Preis, { $card }.
say-prize = Der Preis ist { $card }. Trumpf ist { $trump }.
say-turned-up = Aufgedeckt: { $card }. Trumpf ist { $trump }.
say-call = { $name }: { $call }.
say-passed-left = Die Karten werden nach links geschoben.
say-passed-right = Die Karten werden nach rechts geschoben.
say-passed-across = Die Karten werden nach gegenüber geschoben.
say-laid-away = { $name ->
    [Du] Du legst
   *[other] { $name } legt
} zwei Karten ab.
say-hearts-broken = Herz ist gebrochen.
say-moon = { $name ->
    [Du] Du schießt
   *[other] { $name } schießt
} den Mond!
say-sides-revealed = Die Karten haben gezeigt, wer mit wem spielt: die Schilder sagen es.
say-no-seat = Du hast an diesem Tisch keinen Platz.
say-hand-empty = Dein Blatt ist leer.
say-hand-suit = { $suit }: { $ranks }
say-hand = Dein Blatt, { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}: { $cards }.
say-trick-play = { $name } { $card }
say-on-the-table = Auf dem Tisch: { $plays }.
say-you-may-play = Du darfst spielen: { $cards }.
say-trump-is = Trumpf ist { $trump }.
say-not-allowed = Nicht erlaubt: { $why }.
say-hint = Tipp: { $card }, { $verdict }.
say-card-chosen = , gewählt
say-card-playable = , spielbar
say-card-not-playable = , nicht spielbar: { $why }
say-card = { $card }, { $index } von { $count }{ $verdict }.
say-none-chosen = Keine Karte gewählt; wähle { $count }.
say-chosen = Gewählt, { $chosen } von { $count }: { $cards }.
say-passed-you = { $name } hat dir { $cards } geschoben.
say-passed-you-separator = {", "}

## Declaring (Schafkopf)
call-words-pass = Weiter
call-words-solo = Solo { $suit }
call-words-kontra = Kontra
call-words-re = Re
call-kontra = Kontra
call-re = Re
call-tip-kontra = verdoppelt den Wert des Spiels: deine Partei schlägt die Spieler sicher (bis zur ersten Karte des zweiten Stichs)
call-tip-re = verdoppelt noch einmal: deine Partei antwortet auf das Kontra, des Siegs sicher
double-button = { $call } (K)
double-button-touch = { $call }
double-said = { $name } { $name ->
    [Du] sagst
   *[other] sagt
} { $call }: das Spiel zählt { $re ->
    [yes] vierfach
   *[no] doppelt
}
call-words-wedding = Hochzeit: { $card }
call-words-wedding-first-foreign = Hochzeit: erster fremder Stich
call-words-silent-solo = Stilles Solo
call-words-take-skat = Den Skat nehmen
call-refused-owe-solo = Du schuldest ein Solo: in diesem Spiel musst du eins spielen (1-4)
call-refused-black-queens = Mit beiden { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    } gibt es kein einfaches Weiter: eine Hochzeit (W oder F), ein stilles Solo (S) oder ein Solo (1-4)
call-refused-not-holder = Nur wer beide { $suits ->
        [french] schwarzen Damen (D♣ D♠)
       *[other] obersten Ober
    } hat, kann Hochzeit halten oder ein stilles Solo spielen
call-refused-dreiwendsch = Dreiwendsch kennt keine Hochzeit und kein stilles Solo: nimm den Skat (T) oder passe (P)
call-refused-dreiwendsch-solo = In Dreiwendsch spielt man ein Solo mit dem Skat: nimm ihn (T) oder passe (P)
call-refused = { $call } ist jetzt nicht möglich
call-wedding-button = Hochzeit mit { $card } (W, ← →)
call-panel-skat = Der Skat wird dir angeboten: nimmst du ihn und spielst allein?
call-panel-name-trump = Nenne deinen Trumpf
call-panel-your-call = Deine Ansage
call-button-take-skat = Skat nehmen (T)
call-button-pass = Weiter (P)
call-button-solo = { $suits ->
    [french] Solo { $suit }
   *[other] { $name }-Solo { $suit }
} ({ $key })
call-panel-black-queens = Beide { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    }: Hochzeit, stilles Solo oder Solo
call-button-first-foreign = Hochzeit: 1. fremder Stich (F)
call-button-silent-solo = Stilles Solo (S)
call-tip-pass = kein Solo von dir: spielt niemand eins, spielen die Inhaber der { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    } zusammen gegen die anderen zwei
call-tip-pass-skat = den Skat dem Nächsten lassen; nimmt ihn niemand, spielt jeder für sich
call-tip-take-skat = die zwei Karten des Skats aufnehmen, zwei ablegen, Trumpf nennen und allein gegen die anderen zwei spielen
call-tip-solo = allein gegen alle anderen spielen, mit { $suit } als Trumpf nach den { $suits ->
        [french] Damen und Buben
       *[other] Obern und Untern
    }; du brauchst 61 Augen
call-tip-wedding = die Hochzeit zeigen: wer die gerufene Karte hat, spielt mit dir (◀ ▶ wählen die Karte)
call-tip-first-foreign = die Hochzeit zeigen: wer als Erster einen Stich gewinnt, der nicht deiner ist, spielt mit dir
call-tip-silent-solo = beide { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    } für dich behalten und unangesagt allein gegen die anderen drei spielen
call-tip-wedding-previous = die Karte, die deine Hochzeit ruft: die vorige
call-tip-wedding-next = die Karte, die deine Hochzeit ruft: die nächste

## Counts and places
count-point = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
count-trick = { $count ->
    [one] { $count } Stich
   *[other] { $count } Stiche
}
count-game = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
count-hand = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
count-card = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
count-deal = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
count-Flint = { $count ->
    [one] { $count } Flint
   *[other] { $count } Flints
}
count-Pin = { $count ->
    [one] { $count } Pin
   *[other] { $count } Pins
}
ordinal = { $place }.

## Wendish Schafkopf
and-separator = {" und "}
names-two = { $first } und { $second }
sk-said-pass = weiter
sk-said-take-skat = nimmt den Skat
sk-skat-pile = Skat { $count }
# Schafkopf zu zweit: die Zahl unter dem Stapel der Stiche eines Spielers.
sk-trick-pile = { $name }: { $count ->
    [one] { $count } Stich
   *[other] { $count } Stiche
}
sk-plate-call = { $call } · Stand { $balance }
sk-plate-first-foreign = Hochzeit: 1. fremder Stich
sk-plate-balance = Stand { $balance }
# A seat's plate held by a finger (or pointed at): who sits there and what its plate counts.
seat-about = { $who }: { $what }
seat-about-computer = { $who }, Stufe { $level }: { $what }
seat-about-hearts = Punkte in diesem Spiel, dann der Gesamtstand; der niedrigste Stand gewinnt
seat-about-whist = spielt mit { $partner } gegen die anderen zwei; eine Seite zählt ihre Stiche über sechs
seat-about-wendellhead = Pins auf diesen Flint, dann gewonnene Flints; wer zuerst genug Flints hat, gewinnt die Partie
seat-about-schafkopf = der Stand über die Partie, je Spiel gewonnen oder gezahlt; der höchste Stand gewinnt
sk-plate-points = { $points } · Stand { $balance }
# Die Augen des Nehmers und die abgelegten Karten (der Stand passt daneben nicht auf das Schild).
sk-plate-points-away = { $points } + { $away } abgelegt
sk-reveal-card = { $name ->
    [Du] Du spielst
   *[other] { $name } spielt
} { $card }
sk-reveal-trick = { $name ->
    [Du] Du machst
   *[other] { $name } macht
} den ersten fremden Stich
sk-reveal-together = ihr spielt zusammen
sk-reveal-you-with = du spielst mit { $other }
sk-reveal-against = { $name } spielt gegen dich
sk-reveal-pair-against = { $name } und { $other } spielen gegen dich
sk-reveal-with = { $name } spielt mit { $other }
sk-reveal-silent-solo = ein stilles Solo: { $name } spielt allein
sk-gold-legend = Gold: in diesem Spiel gewonnen
sk-plate-wedding = Hochzeit: { $card }
sk-plate-laid-away = { $side } · abgelegt { $cards }
sk-why-normal-declarer = { $who ->
    [Du] Du hast
   *[other] { $who } hat
} { $suits ->
        [french] eine schwarze Dame
       *[other] einen der obersten Ober
    }: Spielpartei. Die beiden { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    } spielen zusammen und brauchen 61 Augen; die anderen zwei spielen dagegen.
sk-why-normal-defender = { $who ->
    [Du] Du hast
   *[other] { $who } hat
} { $suits ->
        [french] keine schwarze Dame
       *[other] keinen der obersten Ober
    }: Gegenspieler. Die Gegenspieler brauchen 60 Augen gegen die { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    }.
sk-why-wedding-declarer = { $who ->
    [Du] Du spielst
   *[other] { $who } spielt
} auf der Seite der Hochzeit: Spielpartei. Ihr Spieler und sein Partner brauchen 61 Augen.
sk-why-wedding-defender = { $who ->
    [Du] Du spielst
   *[other] { $who } spielt
} gegen die Hochzeit: ihr Spieler und sein Partner brauchen 61 Augen.
sk-why-soloist = { $who ->
    [Du] Du spielst
   *[other] { $who } spielt
} allein: der Solist braucht 61 Augen gegen die anderen zusammen.
sk-why-against-soloist = { $who ->
    [Du] Du spielst
   *[other] { $who } spielt
} mit den anderen gegen den Solisten: er braucht 61 Augen, 60 halten ihn auf.
sk-soloist = Solist
sk-declarer = Spielpartei
sk-defender = Gegenspieler
sk-game-everyone = jeder für sich
sk-game-two = das Spiel zu zweit
sk-game-normal = das Normalspiel
sk-game-wedding = { $name ->
    [Du] deine Hochzeit
   *[other] die Hochzeit von { $name }
}
sk-game-silent-solo = { $name ->
    [Du] dein stilles Solo
   *[other] das stille Solo von { $name }
}
sk-game-solo = { $name ->
    [Du] dein { $suit ->
        [clubs] Kreuz
        [diamonds] Karo
        [hearts] Herz
       *[spades] Pik
    }-Solo
   *[other] das { $suit ->
        [clubs] Kreuz
        [diamonds] Karo
        [hearts] Herz
       *[spades] Pik
    }-Solo von { $name }
}
sk-two-won = { $name ->
    [Du] Du gewinnst
   *[other] { $name } gewinnt
} mit { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
sk-took-most = { $name ->
    [Du] Du hast
   *[other] { $name } hat
} die meisten: { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
sk-all-three-tie = Alle drei haben { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}: es wird nichts gezahlt
sk-tie-for-most = { $names } haben gleich viele, { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
sk-draw = 60–60: unentschieden, es wird nichts gezahlt
sk-side-result = { $won ->
    [yes] { $alone ->
        [yes] { $who } gewinnst
       *[no] { $who } gewinnt
    }
   *[no] { $alone ->
        [yes] { $who } verlierst
       *[no] { $who } verliert
    }
}: { $how }
sk-game-won = { $game } ist gewonnen mit { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
sk-game-lost-draw = { $game } ist verloren: 60–60 geht an die Gegenspieler
sk-game-lost = { $game } ist verloren mit { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
sk-card-points = Augen: { $alone ->
    [yes] Solist
   *[no] Spieler
} { $declarers } · Gegenspieler { $defenders }{ $flags ->
    [schwarz] : schwarz!
    [schneider] : Schneider!
   *[none] {""}
}
sk-loser-has = Der Verlierer ist { $flags ->
    [schwarz] schwarz!
   *[schneider] Schneider!
}
sk-everyone-skat = { $name ->
    [Du] Du hast
   *[other] { $name } hat
} mit dem letzten Stich den Skat bekommen: { $cards }, { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}. Wer die meisten Augen hat, bekommt 2, die anderen zahlen 1 (zwei gleich viele: je 1, der dritte zahlt 2)
sk-everyone-pays = Der Skat ging mit dem letzten Stich an dessen Gewinner; wer die meisten Augen hat, bekommt 2, die anderen zahlen 1 (zwei gleich viele: je 1, der dritte zahlt 2)
sk-part-schneider = { $points } Schneider
sk-part-schwarz = { $points } schwarz
sk-part-laufende = { $run } Laufende ({ $with ->
    [yes] mit
   *[no] ohne
})
sk-part-doubled = , × 2 für Kontra ({ $kontra })
sk-part-redoubled = , × 4 für Kontra ({ $kontra }) und Re ({ $re })
sk-soloist-pays = ; der Solist { $won ->
    [yes] bekommt
   *[no] zahlt
} das { $factor }-fach
sk-loser-pays = ; der Verlierer zahlt es
sk-worth = Das Spiel zählt { $value }{ $sum }{ $tail }
sk-silent-solo-held = { $name ->
    [Du] Du hattest beide { $suits ->
            [french] schwarzen Damen
           *[other] obersten Ober
        } und hast nichts gesagt: ein stilles Solo
   *[other] { $name } hatte beide { $suits ->
           [french] schwarzen Damen
          *[other] obersten Ober
       } und sagte nichts: ein stilles Solo
}
col-player = Spieler
col-side = Partei
col-card-points = Augen
col-this-deal = Dieses Spiel
col-balance = Stand
col-place = Platz
col-solos = Solos
sk-next = Als Nächstes: { $name ->
    [Du] du gibst
   *[other] { $name } gibt
} (noch { $left } von { $deals }).
button-next-deal = Nächstes Spiel
match-over-headline = Die Partie ist vorbei
sk-you-win-match = Du gewinnst die Partie mit { $balance }!
sk-wins-match = { $name } gewinnt die Partie mit { $balance }
sk-you-share-top = Du teilst die Spitze mit { $names }
sk-share-top = { $names } teilen sich die Spitze
sk-match-detail = { $deals } gespielt; der höchste Stand gewinnt

## Classic Whist and the round panel
whist-turn-up-yours = TRUMPF · deiner
whist-turn-up-theirs = TRUMPF · { $name }s
# The same on two lines, over a side seat's card on a phone held upright.
whist-turn-up-theirs-stacked = TRUMPF
    { $name }s
whist-your-partner = dein Partner
whist-partner = Partner: { $name }
whist-score-rubber = STAND · bis { $target } · Robber
whist-score-game = STAND · zuerst { $target }
whist-games-won = ({ $games } gewonnen)
whist-pile-odd = { $side }: { $tricks } · { $odd } über
whist-pile = { $side }: { $tricks }
whist-us = Wir
whist-them = Gegner
pack-classic = Klassisch
pack-role-designs = Entwürfe
pack-role-svg-package = SVG-Paket
pack-jumbo = Jumbo
back-blue-lattice = Blaues Gitter
back-burgundy-rings = Weinrote Ringe
back-green-rings = Grüne Ringe
back-navy-diamonds = Marineblaue Rauten
back-burgundy-diamonds = Bordeauxrote Rauten
back-black-lattice = Schwarzes Gitter
back-red-lattice = Rotes Gitter
whist-hand-headline = { $ours ->
    [yes] { $side } nehmt { $tricks }: { $points }
   *[no] { $side } nehmen { $tricks }: { $points }
}
col-tricks = Stiche
col-points = Punkte
col-honours = Honneurs
col-score = Punktestand
col-games = Spiele
col-points-last-game = Punkte im letzten Spiel
col-tricks-in-match = Stiche der Partie
whist-game-won = { $ours ->
    [yes] { $side } gewinnt das Spiel!
   *[no] { $side } gewinnen das Spiel!
} Spiele: { $first } { $first_games } – { $second_games } { $second }
button-next-game = Weiter zum nächsten Spiel
button-next-hand = Nächstes Blatt
whist-next = { $name ->
    [Du] Du gibst
   *[other] { $name } gibt
} als Nächstes. Wer zuerst { $points } hat, gewinnt das Spiel.
whist-match-won = { $ours ->
    [yes] { $side } gewinnt die Partie!
   *[no] { $side } gewinnen die Partie
}
whist-length-rubber = Ein Robber aus Spielen bis { $points }
whist-length-game = Ein Spiel bis { $points }
whist-match-detail = { $length }, { $hands } gespielt
round-deal-code = Spiel { $code }
round-deal-code-peek = Spiel { $code } · T: Blick auf den Tisch
round-peek = T: Blick auf den Tisch
round-peek-back = Zurück zur Wertung (T)
button-done = Fertig

## Hearts
hearts-gold-legend = Gold: die niedrigste Summe, in Führung
hearts-kitty = Stock: { $cards }
hearts-out-of-play = { $cards } entfernt
hearts-plate = { $hand } im Spiel · gesamt { $total }
hearts-you-moon-add = Du hast den Mond geschossen! Alle anderen bekommen 26
hearts-you-moon-subtract = Du hast den Mond geschossen! Du bekommst −26
hearts-moon-add = { $name } hat den Mond geschossen: alle anderen bekommen 26
hearts-moon-subtract = { $name } hat den Mond geschossen und bekommt −26
hearts-clean-hand = Ein sauberes Spiel: du hast keine Punkte genommen
hearts-you-took-most = Du hast die meisten genommen: { $points }
hearts-took-most = { $name } hat die meisten genommen: { $points }
col-taken = Genommen
col-hand = Im Spiel
col-total = Gesamt
hearts-pass = { $direction } schieben
hearts-no-pass-this-hand = kein Schieben in diesem Spiel
hearts-no-passing = ohne Schieben
hearts-next = Nächstes Spiel: { $name ->
    [Du] du gibst
   *[other] { $name } gibt
}, { $pass }. Das Spiel endet, wenn jemand { $target } erreicht; die niedrigste Summe gewinnt.
hearts-game-over = Das Spiel ist vorbei
hearts-you-win = Du gewinnst das Spiel!
hearts-wins = { $name } gewinnt das Spiel
hearts-you-share = Du teilst den Sieg mit { $names }
hearts-share = { $names } teilen sich den Sieg
hearts-match-detail = Ein Spiel bis { $target }, { $hands } gespielt; die niedrigste Summe gewinnt

## Wendellhead
wh-prize = PREIS
wh-plate-pins = { $pins } / { $flint } Pins
wh-plate-flints = Flints { $pips }
wh-stock-empty = Stock leer
wh-set-aside = { $count } ungesehen beiseitegelegt
wh-stock = Stock { $count }
wh-last-prize = Letzter Preis: der Stock reicht nicht noch einmal für alle
wh-no-more-prizes = In diesem Spiel keine Preise mehr
wh-you-win-flint = Du gewinnst einen Flint!
wh-wins-flint = { $name } gewinnt einen Flint
col-pins-in-flint = Pins in diesem Flint
col-flints = Flints
col-pins-last-flint = Pins im letzten Flint
wh-next = Die Pins beginnen von vorn; { $name ->
    [Du] du gibst
   *[other] { $name } gibt
}. Wer zuerst { $flints } Flints hat, gewinnt.
button-next-flint = Nächster Flint
wh-you-win-match = Du gewinnst die Partie!
wh-wins-match = { $name } gewinnt die Partie
wh-match-detail = Zuerst { $flints } zu je { $pins }, { $deals } gespielt

## Statistics and par
unit-pin-one = Pin
unit-pin-many = Pins
unit-trick-one = Stich
unit-trick-many = Stiche
unit-point-one = Punkt
unit-point-many = Punkte
stats-chart-row = { $players } Spieler: { $wins } der letzten { $matches } gewonnen, jeder Balken die { $game ->
    [wendellhead] Pins
    [whist] Stiche (deine Partei)
   *[other] Stiche
} je Spiel
stats-par-chart = Jedes Spiel gegen Par (die letzten { $hands }), Einheit: { $unit }
stats-legend-won = gewonnen
stats-legend-lost = verloren
stats-legend-casual-won = gewonnen, ungewertet
stats-legend-casual-lost = verloren, ungewertet
stats-legend-better = besser als Par
stats-legend-worse = schlechter als Par
stats-legend-casual-better = besser, ungewertet
stats-legend-casual-worse = schlechter, ungewertet
stats-casual-what = Ungewertet: Es wurde eine Karte zurückgenommen. Solche Partien zählen nur hier, nicht für Siegquote und Siege in Folge.
stats-runs = Siege in Folge: jetzt { $streak }, Bestwert { $best }
stats-axis-better = +{ $size } besser
stats-axis-worse = −{ $size } schlechter
stats-none-yet = Noch keine Partie { $game } beendet.
col-table = Tisch
col-played = Gewertete Partien
col-won = Gewonnen
col-share = Siegquote
col-abandoned = Abgebrochen
col-casual = Ungewertete Partien
stats-casual-count = { $played } ({ $won } gewonnen)
stats-players = { $players } Spieler
stats-rated = Gewertet
stats-casual = Ungewertet
col-hands = Gespielte Spiele
stats-rounds-short = { $game ->
    [wendellhead] Gewonnene Flints
    [whist] Gewonnene Spiele
    [hearts] Saubere Spiele
   *[other] Gewonnene Spiele
}
stats-tricks-short = { $game ->
    [wendellhead] Gewonnene Pins
    [whist] Stiche der Partei
   *[other] Gewonnene Stiche
}
col-par-hands = Mit Par
col-against-par = Gegen Par
stats-par-what = Gegen Par: { $unit } je Spiel besser (+) oder schlechter (−) als der Computer (Stufe Schwer) mit deinen Karten.
stats-clean-what = Saubere Spiele: keine Punkte genommen oder den Mond geschossen.
stats-reset-button = Statistik zurücksetzen
stats-reset-question = Die Statistik zurücksetzen?
stats-reset-detail = Jedes Ergebnis bis jetzt, in jedem Spiel, wird vergessen, für immer.
stats-reset = Zurücksetzen
par-level = gleichauf mit Par
par-better = { $size } { $unit } besser als Par
par-worse = { $size } { $unit } schlechter als Par
par-result-pins = { $count ->
    [one] Du hast { $count } Pin gewonnen
   *[other] Du hast { $count } Pins gewonnen
}
par-result-tricks = { $count ->
    [one] Deine Partei hat { $count } Stich gemacht
   *[other] Deine Partei hat { $count } Stiche gemacht
}
par-result-points = { $count ->
    [one] Du hast { $count } Punkt genommen
   *[other] Du hast { $count } Punkte genommen
}
par-result-paid-you = Du hast { $amount } bekommen
par-result-you-paid = Du hast { $amount } gezahlt
par-result-even = Du bist bei null geblieben
par-none = Kein Par für dieses Spiel (es wurde mittendrin fortgesetzt)
par-comes = Par kommt, sobald das Spiel gewertet ist
par-hand = { $result }; Par { $par }: { $against }
par-what = Par: was der schwere Computer auf deinem Platz mit denselben Karten und Gegnern erreicht
par-hand-pending = { $result }; Par: der schwere Computer spielt deinen Platz nach …
par-match-pending = Par: der schwere Computer spielt deine Spiele nach …
par-hands = { $count ->
    [one] { $count } gewertetes Spiel
   *[other] { $count } gewertete Spiele
}{ $more ->
    [yes] , weitere folgen
   *[no] {""}
}
par-match-level = Du hast diese Partie gleichauf mit Par gespielt ({ $hands })
par-match-beat = Du hast Par in dieser Partie um { $size } { $unit } geschlagen ({ $hands })
par-match-under = Du bist in dieser Partie { $size } { $unit } unter Par geblieben ({ $hands })

## Hand review
review-prize = Preis { $card }
review-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
review-card-points = { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
review-pass = Du hast { $mine } geschoben · „Schwer“ schiebt { $hard }
review-pass-agrees = Du hast { $mine } geschoben · „Schwer“ stimmt zu
review-lay-away = Du hast { $mine } gedrückt · „Schwer“ drückt { $hard }
review-lay-away-agrees = Du hast { $mine } gedrückt · „Schwer“ stimmt zu
review-call = Deine Ansage: { $mine } · „Schwer“ sagt { $hard }
review-double-agrees = Dein { $mine } · „Schwer“ sagt es auch
review-double = Dein { $mine } · „Schwer“ hätte nicht verdoppelt
review-call-agrees = Deine Ansage: { $mine } · „Schwer“ stimmt zu
review-choice-cost-points = kostet im Schnitt { $cost } { $cost ->
    [one] Punkt
   *[other] Punkte
}
review-choice-cost-game = kostet im Schnitt { $cost } je Spiel
review-choice-as-good = gleich gut
review-title = Rückblick
review-hand = Spiel { $hand } von { $hands }{ $code }
review-hard-agrees = „Schwer“ stimmt zu
review-only-card = einzige erlaubte Karte
review-costly = teuer: „Schwer“ spielt { $card }, deutlich besser
review-as-good = „Schwer“ spielt { $card }, genauso gut
review-hard-plays = „Schwer“ spielt { $card }, etwas besser
review-no-trick = In diesem Spiel wurde noch kein Stich gespielt.
review-dealt = So wurde gegeben
review-dealt-rest = In keiner Hand
review-fingerprint-holds = Code des Spiels { $code }: sein SHA-256 beginnt mit { $fingerprint }, dem Fingerabdruck vor der ersten Karte ✓: die Karten lagen vor der ersten fest.
review-fingerprint-differs = Code des Spiels { $code }: sein SHA-256 beginnt mit { $fingerprint }, der Tisch zeigte aber { $shown }. Bitte melde das.
review-fingerprint-none = Code des Spiels { $code } (ein nachgespieltes Spiel zeigt keinen Fingerabdruck: sein Code war vorher bekannt).
review-help = Zu jeder deiner Karten: die Karte, die die schwere Suche aus dem spielt, was du damals sehen konntest, und ob sie etwas oder deutlich besser ist (teuer); zum Schieben, zur Ansage und zum Drücken die Wahl von „Schwer“ und was sie im Schnitt mehr bringt.
review-keys = { $costly ->
    [one] { $costly } teure Entscheidung
   *[other] { $costly } teure Entscheidungen
} · ← → andere Spiele · Esc schließt
button-close-esc = Schließen (Esc)
review-button = Spiel ansehen (V)

## Punkteliste
scores-button = Punkteliste
scores-title = Punkteliste
scores-none = { $game ->
    [wendellhead] Noch hat niemand einen Flint gewonnen.
    [schafkopf] Noch ist kein Spiel abgerechnet.
   *[other] Noch ist kein Spiel gezählt.
}
scores-legend = { $game ->
    [wendellhead] Pins: die Pins jedes Spielers im Flint · Flints: bisher gewonnen
    [whist] Punkte: für die Überstiche + für Honneurs · Punktestand: das Spiel bisher · ★ ein Spiel gewonnen
    [hearts] Im Spiel: die Punkte des Spiels · Gesamt: bisher · Mond: den Mond geschossen
   *[other] Augen: Spieler–Gegenspieler (jeder für sich, wenn niemand zusammen spielt) · +/−: im Spiel bekommen oder gezahlt
}
scores-row = { $game ->
    [wendellhead] Flint { $number }
   *[other] Spiel { $number }
}
scores-rows = Zeilen { $first }–{ $last } von { $count } · ← → früher und später
scores-col-pins = Pins
scores-col-won-by = Gewinner
scores-col-game = Spiel
scores-col-declarers = Spielerpartei
scores-col-value = Wert
scores-col-gain = +/−
scores-col-par = Dein Par
scores-par-legend = Dein Par: was der Computer (Stufe Schwer) mit deinen Karten erreicht ({ $game ->
    [wendellhead] Pins, über die Spiele des Flints
    [whist] Stiche deiner Partei
    [hearts] genommene Punkte
   *[other] bezahlt oder bekommen
}); in Klammern du dagegen, + besser · … wird berechnet · – keins (mitten im Spiel fortgesetzt)
scores-moon = { $points } Mond
scores-sk-normal = Normalspiel
scores-sk-wedding = Hochzeit
scores-sk-silent-solo = Stilles Solo
scores-sk-solo = { $suit ->
    [clubs] Kreuz-Solo
    [diamonds] Karo-Solo
    [hearts] Herz-Solo
   *[spades] Pik-Solo
}
scores-sk-everyone = Jeder für sich
scores-sk-two = Zu zweit
scores-sk-points = { $points }{ $flags ->
    [schwarz] , schwarz
    [schneider] , Schneider
   *[none] {""}
}

## Last trick and pause menu
last-trick-none = Noch kein { $trick } gespielt.
last-trick-kitty = { $name ->
    [Du] Du hast
   *[other] { $name } hat
} den Stock mitgenommen: { $cards }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
last-trick-skat = { $name ->
    [Du] Du hast
   *[other] { $name } hat
} den Skat mitgenommen: { $cards }, { $points ->
    [one] { $points } Auge
   *[other] { $points } Augen
}
last-trick-close = L oder Esc schließt
last-trick-won-by = Letzter { $trick }: { $name ->
    [Du] du hast ihn genommen
   *[other] { $name } hat ihn genommen
}
last-trick-points = { $points ->
    [0] Keine Punkte darin
    [one] { $points } Punkt darin
   *[other] { $points } Punkte darin
}
last-trick-card-points = { $points ->
    [one] { $points } Auge darin
   *[other] { $points } Augen darin
}
last-trick-led = (ausgespielt)
last-trick-prize = Preis: { $card }, an { $name ->
    [Du] dich
   *[other] { $name }
}
last-trick-no-prize = Es gab keinen Preis dazu
pause-title = Pause
pause-waits = Der Tisch wartet auf dich.
pause-resume = Weiter (Esc)
pause-restart-button = Partie neu beginnen
pause-restart-question = Die Partie neu beginnen?
pause-restart-detail = Diese Partie endet hier und zählt in der Statistik als abgebrochen; eine neue wird an dieselben Spieler gegeben.
pause-restart = Neu beginnen
pause-quit = Zum Titel
pause-replay-note = Ein Nachspiel von Spiel { $code }: es wird nicht gespeichert und zählt nicht in der Statistik.
pause-code-note = Der Fingerabdruck dieses Spiels ist { $fingerprint }: sein Code erscheint, wenn das Spiel vorbei ist, und der Rückblick prüft das eine gegen das andere. Die Partie wird nach jeder Karte gespeichert: „Zum Titel“ hebt sie zum Weiterspielen auf.
pause-saved-note = Die Partie wird nach jeder Karte gespeichert: „Zum Titel“ hebt sie zum Weiterspielen auf.

## Files
file-kept-as = sie wurde als { $file } aufbewahrt
file-not-renamed = sie ließ sich auch nicht umbenennen ({ $error }) und blieb, wie sie ist
file-unreadable = { $what ->
    [saved-match] Deine gespeicherte Partie ließ sich nicht lesen ({ $problem }); { $kept }. Eine neue Partie kann beginnen.
    [statistics] Deine Statistik ließ sich nicht lesen ({ $problem }); { $kept }. Es gelten die Vorgaben.
   *[settings] Deine Einstellungen ließen sich nicht lesen ({ $problem }); { $kept }. Es gelten die Vorgaben.
}
file-not-text = sie ist kein Text (UTF-8)
file-in-memory = { $name } (im Speicher)
file-in-browser = { $name } (Browserspeicher)
files-in-memory = nirgends: nur für diese Sitzung (kein Benutzerordner gefunden)
files-in-browser = im Speicher dieses Browsers für diese Seite
about-title = Über Wendellhead
about-version = Version { $version }
about-blurb = Ein Stichspiel für eine Person gegen Computerspieler: Wendellhead, Klassisches Whist, Hearts und Wendischer Schafkopf.
about-files = Deine Einstellungen, die gespeicherte Partie und die Statistik: { $place }
about-packs = Deine eigenen Kartensätze: { $place }
about-credits = Mitwirkende
about-credit-cards = Kennard-Karten: Entwürfe von Adrian Kennard (me.uk/cards), aus @letele/playing-cards von Letele Motebang; CC0 1.0.
about-credit-made = Die Karten Classic und Jumbo, der Tisch und die Klänge: von den Skripten des Spiels selbst gemacht; CC0 1.0.
about-credit-fonts = Schriften: DejaVu Sans, um die deutschen und Schweizer Farben ergänzt; Bitstream-Vera-Lizenz (DejaVus Änderungen sind gemeinfrei).
about-credit-code = Gebaut mit Bevy und weiteren Rust-Bibliotheken, jede unter ihrer eigenen Lizenz (MIT, Apache-2.0 und andere).
about-licence = Wendellhead ist freie Software unter der MIT- oder der Apache-2.0-Lizenz, nach deiner Wahl. Die Lizenztexte, die Mitwirkenden und die Lizenzen aller Bibliotheken liegen jedem Download bei: LICENSE-MIT, LICENSE-APACHE, CREDITS.md und THIRD-PARTY-LICENSES.txt.
file-too-many-aside = schon zu viele Dateien beiseitegelegt
file-too-new = sie stammt von einer neueren Version des Spiels (Format { $format })
settings-too-new = sie stammt von einer neueren Version des Spiels (Format { $format }, diese liest bis { $known })
storage-no-window = kein Browserfenster
storage-not-allowed = der lokale Speicher ist nicht erlaubt
storage-none = kein lokaler Speicher
storage-unreadable = der lokale Speicher ließ sich nicht lesen
storage-full = der lokale Speicher ist voll oder nicht erlaubt
storage-unchangeable = der lokale Speicher ließ sich nicht ändern
save-not-a-save = sie ist keine gespeicherte Partie: { $error }
save-too-old = sie wurde von einer älteren Version des Spiels gespeichert (Format { $format }) und lässt sich nicht fortsetzen
save-too-new = sie wurde von einer neueren Version des Spiels gespeichert (Format { $format }, diese liest { $known })
save-broken = die Partie darin ist beschädigt: { $error }
save-wrong-seats = sie nennt { $seats } Spieler für eine Partie zu { $players }
save-over = die Partie darin ist schon vorbei
save-record-damaged = Die Aufzeichnung der Hände in der gespeicherten Partie ist beschädigt ({ $error }): Die Partie geht weiter, ohne Rückblick und Par der Hände davor.
save-record-older = Die gespeicherte Partie stammt von einer älteren Version, die ihre Hände nicht aufzeichnete: Rückblick und Par { $hands ->
    [one] ihrer ersten Hand fehlen.
   *[other] ihrer ersten { $hands } Hände fehlen.
}
save-record-copy = Die beschädigte Datei wurde als { $copy } aufbewahrt.

## Passing, undo, claim
pass-refused-lay-away = wähle { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Ablegen ({ $chosen } gewählt)
pass-refused-pass = wähle { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum Schieben ({ $chosen } gewählt)
pass-button-lay-away = Ablegen (P)
pass-button-pass = Karten schieben (P)
trick-tag-led = { $name } · zuerst
# The word under a player's name by the trick's first card, where a row of cards leaves no room beside it.
trick-tag-led-line = zuerst
undo-button = Zurücknehmen
undo-card-taken-back = Deine letzte Karte wurde zurückgenommen
undo-pass-taken-back = Dein Schieben wurde zurückgenommen: wähle neu
undo-lay-away-taken-back = Deine abgelegten Karten wurden zurückgenommen: wähle neu
undo-call-taken-back = Deine Ansage wurde zurückgenommen
undo-refused = { $why }.
claim-button = Rest beanspruchen (C)

## Deal codes
code-empty = gib einen Spielcode ein, etwa C4-30JX4-FM
code-game-letter = ein Spielcode beginnt mit dem Buchstaben seines Spiels (W Wendellhead, C Klassisches Whist, H Hearts, S Wendischer Schafkopf), nicht mit { $letter }
code-no-players = auf den Buchstaben des Spiels folgt die Zahl der Spieler, etwa W4
code-letter = „{ $letter }“ kommt in Spielcodes nicht vor (Ziffern und Buchstaben, kein U)
code-too-short = der Code ist zu kurz: ein Spielcode hat nach dem Bindestrich mindestens 5 Zeichen
code-check = der Code ist vertippt: seine letzten beiden Zeichen passen nicht zum Rest (prüfe jedes Zeichen)
code-no-dealer = der Code ist vertippt: sein erstes Zeichen nach dem Bindestrich nennt keinen Geber
code-ends-too-soon = der Code ist vertippt: er endet zu früh
code-number-too-big = der Code ist vertippt: eine Zahl darin ist zu groß
code-options = der Code ist vertippt: er nennt Regeloptionen, die das Spiel nicht hat
code-left-over = der Code ist vertippt: es bleiben Zeichen übrig
code-yes-no = der Code ist vertippt: eine Ja-Nein-Option enthält eine andere Zahl
code-unplayable = die Regeln des Codes lassen sich nicht spielen: { $why }
code-dealer = der Code nennt einen Geber, der an einem Tisch zu { $players } nicht sitzt
code-deal = der Code nennt Spiel { $deal } einer Partie von { $deals } Spielen
code-no-deal = der Code nennt kein spielbares Spiel: { $why }

## Screen reader: focus
say-button = { $label }, Schaltfläche

## The web page
web-crash-title = Wendellhead wurde angehalten
web-crash-intro = Etwas ist schiefgegangen, und das Spiel kann nicht weiter. Das hat es gemeldet:
web-crash-advice = Deine Einstellungen und die laufende Partie bleiben erhalten (das Spiel speichert nach jeder Karte), also kannst du nach dem Neuladen der Seite weiterspielen. Erwähnt die Meldung WebGL, eine GPU oder einen Adapter, kann dieser Browser das Spiel nicht zeichnen: versuche einen anderen Browser oder schalte die Hardwarebeschleunigung ein.
web-crash-reload = Neu laden
web-canvas-label = Wendellhead-Kartentisch
web-code-label = Code des Spiels

## Deine Aufzeichnungen sichern (`src/app/records.rs`): Export und Import.
records-button = Sichern oder zurückholen
records-title = Deine Aufzeichnungen
records-help = „Aufzeichnungen exportieren“ speichert deine Statistik, deine Partien, deine Spiele des Tages und deine Einstellungen in einer Datei (JSON), zum Aufbewahren oder für ein anderes Gerät. „Spiele exportieren“ speichert jedes zu Ende gespielte Spiel (bis zu 2000 je Spielart) als Tabelle für eine Tabellenkalkulation (CSV). „Importieren“ liest eine solche Datei wieder ein: dann wählst du, ob sie zu den Aufzeichnungen hier hinzukommt oder sie ersetzt.
records-export = Aufzeichnungen exportieren…
records-export-hands = Spiele exportieren (CSV)…
records-import = Importieren…
records-saved = Gespeichert: { $path }
records-downloaded = Heruntergeladen: { $name }
records-not-saved = Nicht gespeichert: { $why }
records-no-file = Keine Datei gewählt: nichts wurde gespeichert oder gelesen.
records-saved-no-dialog = Dieses System hat keinen Dateidialog: im Ordner des Spiels gespeichert, { $path }
records-no-dialog-import = dieses System hat keinen Dateidialog. Lege die Datei unter { $path } ab und wähle noch einmal „Importieren“.
records-empty = die Datei ist leer.
records-truncated = die Datei endet zu früh: sie wurde abgeschnitten (eine Kopie oder ein Download, der nicht fertig wurde).
records-not-ours = sie ist keine Aufzeichnungsdatei von Wendellhead.
records-too-new = sie wurde von einem neueren Wendellhead geschrieben ({ $writer }, Format { $format }); dieses liest Format { $known }. Aktualisiere das Spiel, um sie zu importieren.
records-damaged = die Datei ist beschädigt: { $error }
records-merge-own = die Datei enthält schon die eigenen Aufzeichnungen dieses Geräts: Zusammenführen würde ihre Partien doppelt zählen. Ersetze stattdessen oder führe eine Datei von anderswo zusammen.
records-merge-again = die Datei wurde hier schon zusammengeführt: noch einmal würde ihre Partien doppelt zählen.
records-refused = { $name } wurde nicht importiert: { $why } Deine Aufzeichnungen sind unverändert.
records-import-question = { $name } importieren?
records-import-detail = Exportiert { $exported } von Wendellhead { $writer }: { $matches ->
        [one] { $matches } Partie
       *[other] { $matches } Partien
    }, { $hands ->
        [one] { $hands } Spiel
       *[other] { $hands } Spiele
    }. „Zusammenführen“ fügt sie den Aufzeichnungen hier hinzu und behält deine Einstellungen; „Ersetzen“ setzt die Aufzeichnungen und Einstellungen der Datei an die Stelle deiner. So oder so wird eine Kopie deiner jetzigen Aufzeichnungen aufbewahrt.
records-import-detail-replace = Exportiert { $exported } von Wendellhead { $writer }: { $matches ->
        [one] { $matches } Partie
       *[other] { $matches } Partien
    }, { $hands ->
        [one] { $hands } Spiel
       *[other] { $hands } Spiele
    }. „Ersetzen“ setzt die Aufzeichnungen und Einstellungen der Datei an die Stelle deiner; eine Kopie deiner jetzigen Aufzeichnungen wird aufbewahrt.
records-no-merge = „Zusammenführen“ gibt es hier nicht: { $why }
records-merge = Zusammenführen
records-replace = Ersetzen
records-not-imported = Nichts wurde importiert: deine Aufzeichnungen konnten vorher nicht gesichert werden ({ $why }).
records-merged = { $name } zusammengeführt: { $matches ->
        [one] { $matches } Partie
       *[other] { $matches } Partien
    } und { $hands ->
        [one] { $hands } Spiel
       *[other] { $hands } Spiele
    } zu deinen hinzugefügt; deine Einstellungen bleiben. Deine bisherigen Aufzeichnungen liegen in { $kept }, deine Einstellungen in { $settings }.
records-replaced = Deine Aufzeichnungen und Einstellungen durch { $name } ersetzt: { $matches ->
        [one] { $matches } Partie
       *[other] { $matches } Partien
    }, { $hands ->
        [one] { $hands } Spiel
       *[other] { $hands } Spiele
    }. Deine bisherigen Aufzeichnungen liegen in { $kept }, deine Einstellungen in { $settings }.
records-hands-empty = Noch kein Spiel wurde zu Ende gespielt: die Datei enthält nur ihre Kopfzeile.

## Touchscreens: die Worte einer Meldung für jemanden, der mit dem Finger spielt (Handy, Tablet), an ihrer Stelle
## (`KEY-touch` für `KEY`). Jede Meldung, die eine Taste oder einen Klick nennt, hat sie; sie nennen keine.
settings-keys-touch = Tippe auf eine Einstellung für den nächsten Wert, links bei ◀ für den vorigen.
settings-help-touch = „Stich liegt bis Tippen“ lässt jeden fertigen Stich liegen, bis du auf den Tisch tippst. „Automatisch spielen“ legt eine Karte von selbst, wenn nur sie erlaubt ist; { $size ->
        [menus] „Größe“ vergrößert die Menüs (deine Karten passen sich dem Bildschirm selbst an)
        [fixed] Karten und Menüs passen sich diesem Bildschirm selbst an
       *[cards] „Größe“ vergrößert deine Karten und die Menüs
    }; reduzierte Bewegung blendet Karten an ihrem Ziel ein, statt sie fliegen zu lassen. „Wie ich es lege“ lässt eine verschobene Karte liegen, bis das Spiel endet; „Linkshändig“ spiegelt deine Tischseite für den linken Daumen.
button-back-esc-touch = Zurück
setting-keep-tricks-touch = Stich liegt bis Tippen: { $value }
hud-trick-kept-touch = { $line } · Tippe, um weiterzuspielen
button-cancel-esc-touch = Abbrechen
title-continue-touch = Weiterspielen: { $saved }
title-replay-touch = Ein Spiel nachspielen
title-daily-touch = Spiel des Tages
replay-button-touch = Nachspielen
button-title-esc-touch = Titel
button-review-touch = Rückblick
button-done-esc-touch = Fertig
setup-help-touch = Tippe auf eine Auswahl für die nächste, links bei ◀ für die vorige.
rules-keys-passing-touch = Schieben: tippe eine Karte an, um sie zu wählen (noch einmal: legt sie zurück), dann „Karten schieben“
rules-keys-declaring-touch = Ansagen: tippe deine Ansage in ihrem Feld an · bei einer Hochzeit wählen ◀ ▶ die gerufene Karte
rules-keys-touch = Tippe eine Karte an, um sie anzuheben (eine, die du nicht spielen darfst, sagt warum) · tippe sie noch einmal an oder ziehe sie auf den Tisch, um sie zu spielen · halte den Finger auf eine Karte oder einen Platz, um mehr zu lesen{ $extra }
    ? Tipp · ❐ letzter { $trick } · ▤ Punkteliste · ↶ zurücknehmen (ungewertet) · ☰ Menü
    Mit „Blatt: Wie ich es lege“ in den Einstellungen ziehst du eine Karte im Blatt an ihren neuen Platz
hud-lay-away-touch = Tippe { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} zum verdeckten Ablegen an (ihre Augen zählen für dich): { $chosen } gewählt
hud-lay-away-these-touch = { $cards } ablegen?
hud-hint-touch = Tipp: { $hint }
hud-call-skat-touch = Der Skat: nimm ihn und spiele allein gegen die beiden anderen, oder passe
hud-call-name-trump-touch = Nenne den Trumpf deines Solos: Damen und Buben kommen zu dieser Farbe
hud-call-owe-solo-touch = Du schuldest ein Solo: wähle seine Trumpffarbe
hud-call-black-queens-touch = Beide { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    }: eine Hochzeit, ein stilles Solo oder ein Solo
hud-call-touch = Deine Ansage: weiter oder ein Solo
say-table-touch = { $game } am Tisch, { $players } Spieler. Tippe eine Karte an, um sie anzuheben, und noch einmal, um sie zu spielen; die Werkzeugleiste gibt einen Tipp, den letzten { $trick }, die Punkteliste und das Menü.
call-refused-owe-solo-touch = Du schuldest ein Solo: in diesem Spiel musst du eins spielen
call-refused-black-queens-touch = Mit beiden { $suits ->
        [french] schwarzen Damen
       *[other] obersten Ober
    } gibt es kein einfaches Weiter: eine Hochzeit, ein stilles Solo oder ein Solo
call-refused-dreiwendsch-touch = Dreiwendsch kennt keine Hochzeit und kein stilles Solo: nimm den Skat oder passe
call-refused-dreiwendsch-solo-touch = In Dreiwendsch spielt man ein Solo mit dem Skat: nimm ihn oder passe
call-wedding-button-touch = Hochzeit mit { $card }
call-button-take-skat-touch = Den Skat nehmen
call-button-pass-touch = Weiter
call-button-solo-touch = { $suits ->
    [french] Solo { $suit }
   *[other] { $name }-Solo { $suit }
}
call-button-first-foreign-touch = Hochzeit: erster fremder Stich
call-button-silent-solo-touch = Stilles Solo
round-peek-back-touch = Zurück zur Wertung
review-keys-touch = { $costly ->
    [one] { $costly } teure Entscheidung
   *[other] { $costly } teure Entscheidungen
} · tippe auf die Zeile des Spiels für ein anderes
button-close-esc-touch = Schließen
review-button-touch = Spiel ansehen
scores-rows-touch = Zeilen { $first }–{ $last } von { $count }
last-trick-close-touch = Tippen schließt
pause-resume-touch = Fortsetzen
pass-button-lay-away-touch = Ablegen
pass-button-pass-touch = Karten schieben
claim-button-touch = Rest beanspruchen
round-deal-code-peek-touch = Spiel { $code }
round-peek-touch = Das Spiel ist zu Ende

## Lessons: the Learn panel and the coach at the table
title-learn = Spielen lernen
setup-learn = Dieses Spiel lernen
learn-title = Spielen lernen
learn-help = Kurze Lektionen am Tisch, jede mit einem vorbereiteten Blatt: ein Trainer zeigt dir eins nach dem anderen und wartet auf dich.
learn-unavailable = Die Lektionen können nicht gezeigt werden: { $why }
learn-course-button = { $course } · { $done } von { $lessons } geschafft
learn-course-progress = { $done } von { $lessons } Lektionen geschafft
learn-lesson = { $number }. { $lesson }
learn-lesson-done = { $number }. { $lesson } ✓
learn-start-over = Von vorn
learn-continue = Weiter mit { $number }. { $lesson }
learn-all-games = Alle Spiele
learn-course-wendellhead = Wendellhead
learn-course-whist = Klassisches Whist
learn-course-hearts = Hearts
learn-course-schafkopf = Wendischer Schafkopf
learn-course-dreiwendsch = Dreiwendsch und das Spiel zu zweit
coach-heading = { $lesson } · { $step } von { $steps }
coach-done-heading = { $lesson } · geschafft
coach-learned = Gut gemacht! { $learned }
coach-next = Verstanden (N)
coach-next-touch = Verstanden
coach-show-me = Zeig es mir (M)
coach-show-me-touch = Zeig es mir
coach-hint = Tipp (H)
coach-hint-touch = Tipp
coach-next-lesson = Nächste Lektion (N)
coach-next-lesson-touch = Nächste Lektion
coach-lessons = Lektionen
coach-not-this = Das erlauben die Regeln, aber darum geht es in dieser Lektion nicht: versuch es noch einmal oder lass es dir zeigen.
coach-no-undo = In einer Lektion nimmt der Trainer einen Zug für dich zurück; um neu anzufangen, gib im Pausenmenü noch einmal.

## Spiel des Tages
daily-title = Spiel des Tages
daily-help = { $day } (UTC): ein Spiel jeder Art, heute für alle dasselbe. Dein erstes Spiel zählt, gegen „Schwer“-Computer, und wird mit seinem Par in der Statistik aufgehoben; danach ist es Übung. Wer es vor dem Ende verlässt, hat es aufgegeben.
daily-button = { $game } des Tages
daily-button-played = { $game } des Tages: { $result } · Par { $par } · { $against }
daily-button-played-no-par = { $game } des Tages: { $result }
daily-button-given-up = { $game } des Tages: aufgegeben
daily-streak = Serie: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} (beste { $best })
daily-par-word = Par
daily-first-day = Dein erstes Spiel des Tages in diesem Spiel: die nächsten werden damit verglichen.
daily-earlier = { $days ->
    [one] Dein früherer Tag
   *[other] Deine { $days } früheren Tage
}: im Schnitt { $against }; dein bestes { $best }
daily-headline = { $game } des Tages · { $day }
daily-practice = Noch einmal gespielt: Übung, es zählt nicht. Dein Ergebnis des Tages bleibt, wie es war.
daily-share = Zum Teilen (ohne eine Karte zu nennen):
hud-daily = { $game } DES TAGES · ÜBUNG
match-over-daily-again = Noch einmal (Übung)
daily-copy = Kopieren
daily-copied = Kopiert
daily-copy-failed = Nicht kopiert: { $why }
daily-stats = Spiel des Tages: { $played } gespielt · { $streak }
daily-stats-given-up = aufgegeben
daily-streak-none = Noch nicht gespielt
hud-daily-rated = { $game } DES TAGES · GEWERTET
pause-daily-note = { $game } des Tages, gewertet: dieses Spiel zählt. Wer es vor dem Ende verlässt, hat es aufgegeben (seine Karten wurden gesehen); darum gibt es jetzt kein neues Geben. Sein Fingerabdruck ist { $fingerprint }.
hud-daily-rated-short = GEWERTET
hud-daily-short = ÜBUNG
daily-streak-none-finished = Noch kein Spiel zu Ende gespielt
