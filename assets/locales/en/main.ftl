# Wendellhead's English messages. Every line the game shows or says is here; assets/locales/de/main.ftl has the
# same keys in German (tests/i18n.rs checks that both have every key the code uses, with the same arguments).
# Fluent syntax: https://projectfluent.org/fluent/guide/

language-name = English

## Settings
settings-title = Settings
setting-on = On
setting-off = Off
setting-language = Language: { $value }
setting-speed = Speed: { $value }
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
setting-keep-tricks = Keep trick until click: { $value }
setting-auto-play = Auto-play: { $value }
setting-effects = Effects: { $value }%
setting-music = Music: { $value }%
setting-mute = Mute: { $value }
setting-pack = Pack: { $value }
setting-back = Card back: { $value }
setting-four-colours = Four colours: { $value }
setting-size = Size: { $value }%
setting-size-fixed = Size: fits this screen
setting-motion = Motion: { $value }
setting-motion-reduced = Reduced
setting-motion-full = Full
setting-contrast = Contrast: { $value }
setting-contrast-high = High
setting-contrast-normal = Normal
setting-suit-letters = Suit letters: { $value }
setting-suit-order = Suits: { $value }
setting-suit-order-alternate = Colours alternate
setting-suit-order-pack = ♣ ♦ ♥ ♠
setting-rank-order = Ranks: { $value }
setting-rank-order-up = Low to high
setting-rank-order-down = High to low
setting-trump-side = Trumps: { $value }
setting-trump-side-right = Right end
setting-trump-side-left = Left end
setting-arrange = Hand: { $value }
setting-arrange-sorted = Sorted
setting-arrange-mine = As I arrange it
setting-hands = Left-handed: { $value }
settings-pack-credit = “{ $name }” by { $author } · { $licence }
settings-keys = Click a setting for its next value, at its ◀ or with a right-click for the one before (← → with the keys).
settings-help = “Keep trick until click” leaves each finished trick on the table until you click the table or press Space. Auto-play plays a card by itself when it is the only one allowed; { $size ->
        [menus] Size enlarges the menus (your cards fit the screen by themselves)
        [fixed] the cards and menus fit this screen by themselves
       *[cards] Size enlarges your cards and the menus
    }; reduced motion fades cards in where they go instead of flying them. “As I arrange it” keeps a card where you drag it (or Shift and ← →) until the hand ends; “Left-handed” mirrors your side of the table for the left thumb.
button-back-esc = Back (Esc)
button-cancel-esc = Cancel (Esc)
button-rules = Rules
button-settings = Settings

## Card packs
deck-52 = 52 cards
deck-32 = 32 cards (7 to A)
pack-unreadable = { $path }: { $error }
pack-not-text = { $path }: the manifest is not text (UTF-8)
pack-not-a-deck = { $path }: `{ $name }` is not a deck (write "french-52" or "french-32")
pack-not-suits = { $path }: `{ $name }` is not a kind of suits (write "french", "german" or "swiss"): French suits are assumed
pack-bad-image-path = { $path }: bad image path `{ $file }`: { $error }
pack-bad-sheet = { $path }: a face sheet must be 13 columns by 4 rows, not { $columns } by { $rows }
pack-not-a-card = { $path }: `{ $key }` is not a card (write e.g. "AS", "TD")
pack-no-image = { $path }: no image for { $cards }
pack-no-backs = { $path }: the pack has no backs
pack-image-failed = { $file }: { $error }
pack-image-not-loaded = { $file }: not loaded
pack-image-size = { $file }: { $width }x{ $height } pixels, the manifest says { $want_width }x{ $want_height }
pack-fallback-faces = the { $pack } art is used for { $cards }
pack-fallback-backs = the { $pack } backs are used
pack-shipped-failed = The card art that comes with the game could not be loaded (see the log): cards are drawn plainly.
pack-did-not-load = it did not load
pack-cannot-be-used = The card pack { $path } cannot be used: { $why }
pack-name-taken-by = another pack is already called “{ $other }”: give this one its own name in its pack.ron
pack-no-faces = it draws no face of the decks it covers
pack-image-missing = no such file
pack-image-not-png = not a PNG image
pack-replaces = your copy, in place of { $path }
pack-has-problems = The card pack “{ $name }” has problems: { $problems }
pack-installed-where = installed at { $path }, read there (not copied)
pack-credit = “{ $name }” by { $author } · { $licence } · decks: { $decks }
pack-no-complete-deck = none complete
pack-problems = Problems: { $problems }
pack-not-installed = The pack “{ $name }” is not installed: { $fallback } is used
pack-chosen-refused = The pack “{ $name }” cannot be used: { $why }. { $fallback } is used
pack-stands-in = { $pack } has no deck of { $deck }: this game is drawn in { $fallback }
pack-swiss-no-index = Hard to play fanned: Swiss court cards (Under, Ober, King) carry no index, so their suit shows only on the picture
pack-not-for-this-game = Its suits are printed for { $decks } only: this game's { $deck } are drawn in { $fallback }
back-own = the deck's own

## Shared words
seat-you = You
side-name = { $first } & { $second }
word-pin = Pin
word-trick = trick
game-wendellhead = Wendellhead
game-whist = Classic Whist
game-whist-short = Whist
game-hearts = Hearts
game-schafkopf = Wendish Schafkopf
game-schafkopf-short = Schafkopf
level-random = Random
level-easy = Easy
level-normal = Normal
level-hard = Hard
level-expert = Expert
players-2-to-5 = 2 to 5
players-3-to-5 = 3 to 5
players-2-3-or-4 = 2, 3 or 4
players-out-of-range = { $game } is played by { $range } players, not { $players }
undo-rated = Undo is off in a rated match
undo-nothing = You have made no decision yet that can be taken back

## Title, loading, replay
title-start-new-game = Start a new game?
title-saved-match-ends = Your saved match ({ $saved }) ends when the new one is dealt, and counts as abandoned in the statistics.
title-new-game = New game
saved-wendellhead = Wendellhead, { $players ->
    [one] { $players } player
   *[other] { $players } players
} · Flints: { $flints }
saved-whist = Classic Whist · { $us }, { $them } · to { $target }
saved-hearts = Hearts, { $players ->
    [one] { $players } player
   *[other] { $players } players
} · { $scores } · to { $target }
saved-schafkopf = { $variant ->
    [two] Schafkopf for two
    [three] Dreiwendsch
   *[four] Wendish Schafkopf
} · deal { $deal } of { $deals } · { $balance }
title-notices = { $count ->
    [one] One thing to know before you play:
   *[other] { $count } things to know before you play (scroll for all):
}
title-games = ♠ ♥  Wendellhead · Classic Whist · Hearts · Wendish Schafkopf  ♦ ♣
title-continue = Continue (C): { $saved }
title-replay = Replay a deal (R)
title-daily = Deal of the day (D)
title-statistics = Statistics
title-about = About
title-quit = Quit
loading = Loading cards and sounds…
loading-progress = Loading cards and sounds… { $done } of { $total }
replay-title = Replay a deal
replay-help = Type the code shown at the end of a hand or in the pause menu, like { $examples }. The same cards are dealt again from the same dealer, and you play that deal once more: unscored, not in the statistics, and your saved match stays as it is.
replay-letters = Letters and digits; dashes and spaces do not matter.
replay-fingerprint = A valid code. Its fingerprint: { $fingerprint }
replay-button = Replay (Enter)

## Match over
match-over = The match is over.
match-over-deal-played = The deal is played
match-over-replayed = Deal { $code }, played again: it counts for nothing in the statistics.
match-over-deal-again = Deal it again
match-over-next-lesson = Next lesson
match-over-lessons = All lessons
button-title-esc = Title (Esc)
match-over-last-trick = { $name ->
    [You] You took the last { $trick } with the { $card }
   *[other] The last { $trick } went to { $name } with the { $card }
}
match-over-last-code = The last deal's code: { $code } (Replay a deal on the title plays it again)
match-over-play-again = Play again
button-review = Review (V)
match-over-new-setup = New setup

## Setup
setup-game = Game
setup-players = Players
setup-seat-left = Left: Mara
setup-seat-partner = Partner: Otto
setup-seat-right = Right: Lena
setup-seat-at = { $place }: { $name }
setup-place-left = Left
setup-place-across = Across
setup-place-right = Right
setup-place-across-left = Across left
setup-place-across-right = Across right
setup-match = Match
setup-pins = Pins a Flint
setup-flints = Flints to win
setup-trump = Trump
setup-game-to = Game to
setup-honours = Honours
setup-house-rules = Rules
setup-passing = Passing
setup-first-trick = First trick
setup-leading-hearts = Leading hearts
setup-jack-of-diamonds = J♦
setup-moon = Shooting the moon
setup-odd-cards = Odd cards
setup-mandatory-solos = Mandatory solos
setup-cards = Cards
setup-undo = Undo
setup-skat-to = Skat first to
setup-base = A game is worth
setup-schneider = Schneider
setup-schwarz = Schwarz
setup-solo-factor = A solo pays
setup-doubling = Kontra and Re
setup-laufende = Laufende
setup-deals = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
}: each of you deals { $each ->
    [1] once
    [2] twice
   *[other] { $each } times
}
setup-solos-owed = { $solos ->
    [0] None
    [1] Each player must play 1 solo
   *[other] Each player must play { $solos } solos
}
setup-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
setup-schneider-value = +{ $points } when the losers have under 30
setup-schwarz-value = +{ $points } more when they take no trick
setup-solo-factor-value = { $factor } times the value; each defender once
setup-doubling-on = On: a side may double the hand before trick 2's first card
setup-doubling-off = Off
setup-laufende-off = Off
setup-laufende-from = From { $least } top trumps in a row: +1 each
setup-undo-off = Off: a rated match
setup-undo-on = On: take back your last move
setup-sharp-cards = Sharp: 20 cards, 10 to ace, 6 each
setup-all-cards = 32 cards, 10 each
setup-skat-to-club-queen = The holder of the Q♣
setup-skat-to-forehand = Forehand (left of the dealer)
setup-schafkopf-four = 4: partners by the black queens
setup-schafkopf-three = 3: Dreiwendsch, a skat for a solo
setup-schafkopf-two = 2: 8 piles, face up on face down
setup-hearts-13-each = 13 cards each
setup-hearts-17-each = 17 each, 2♦ out
setup-hearts-17-kitty = 17 each, a kitty of 1
setup-hearts-10-each = 10 each, 2♦ 2♣ out
setup-hearts-10-kitty = 10 each, a kitty of 2
setup-hearts-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}: { $cards }
setup-hearts-target = { $points ->
    [one] { $points } point
   *[other] { $points } points
}: the lowest total then wins
setup-game-wendellhead = Wendellhead: Pins for the face-up prize
setup-game-whist = Classic Whist: partners, odd tricks
setup-game-hearts = Hearts: avoid hearts and the Q♠
setup-game-schafkopf-four = Wendish Schafkopf: secret partners
setup-game-schafkopf-three = Schafkopf: Dreiwendsch for three
setup-game-schafkopf-two = Schafkopf for two, on piles
setup-players-computers = { $players ->
    [2] 2: you and 1 computer
   *[other] { $players }: you and { $computers } computers
}
setup-length-short = Short
setup-length-standard = Standard
setup-length-custom = Custom
setup-length = { $name }: { $pins ->
    [one] { $pins } Pin
   *[other] { $pins } Pins
}, { $flints ->
    [one] { $flints } Flint
   *[other] { $flints } Flints
}
setup-trump-per-deck = The deal's first prize
setup-trump-per-pin = Each Pin's own prize
setup-whist-long = 10 points (long whist)
setup-honours-on = On: A K Q J of trump score
setup-honours-off = Off: only odd tricks count
setup-rubber = A rubber: first to two games
setup-one-game = One game
setup-rules-standard = Standard…
setup-rules-one = { $one }…
setup-rules-two = { $one }, { $two }…
setup-rules-changed = { $count } changed…
setup-passing-on = Three cards: left, right, across, none
setup-passing-off = Off: no cards are passed
setup-first-trick-safe = Safe: no hearts, no Q♠ if avoidable
setup-first-trick-anything = Anything may be played
setup-lead-hearts-heart-or-queen = Once a heart or the Q♠ is played
setup-lead-hearts-heart = Once a heart is played
setup-lead-hearts-any-time = At any time
setup-jack-counts = Counts −10 to its taker
setup-jack-no-points = No points
setup-moon-add = Everyone else scores +26
setup-moon-subtract = The shooter scores −26
setup-kitty-on = A kitty for the first trick's winner
setup-kitty-off = Taken out of the pack
rules-changed-no-passing = No passing
rules-changed-points-on-trick-1 = Points on trick 1
rules-changed-lead-hearts = Lead hearts any time
rules-changed-only-hearts-break = Only hearts break hearts
rules-changed-jack = J♦ −10
rules-changed-moon = Moon −26
rules-changed-kitty = A kitty
rules-changed-worth = Worth { $points }
rules-changed-schneider = Schneider +{ $points }
rules-changed-schwarz = Schwarz +{ $points }
rules-changed-solo = Solo ×{ $factor }
rules-changed-doubling = Kontra/Re
rules-changed-laufende = Laufende from { $least }
setup-rules-title = { $game } rules
button-done-esc = Done (Esc)
setup-help = Click a choice for the next one, at its ◀ or with a right-click for the one before, or ← → with the keyboard.
setup-deal = Deal

## Cards
card-spoken = { $rank } of { $suit }
rank-label-jack = J
rank-label-queen = Q
rank-label-king = K
rank-label-ace = A
rank-jack = jack
rank-queen = queen
rank-king = king
rank-ace = ace
suit-clubs = clubs
suit-diamonds = diamonds
suit-hearts = hearts
suit-spades = spades
rank-label-unter = U
rank-label-ober = O
rank-unter = Unter
rank-ober = Ober
rank-label-daus = A
rank-daus = Daus
suit-acorns = acorns
suit-bells = bells
suit-leaves = leaves
suit-roses = roses
suit-shields = shields
# The letter drawn on a Swiss shield card with the suit letters on (the other suits use their initial).
suit-letter-shields = Sh
suits-french = French suits (♣ ♦ ♥ ♠)
suits-german = German suits (acorns, leaves, hearts, bells)
suits-swiss = Swiss suits (acorns, shields, roses, bells)

## Rules panel
rules-how-to-play = How to play { $game }
rules-full = These are the whole rules. At the table, a card you may not play says why when you point at it (or hold a finger on it), and Hint suggests a card.
rules-keys-passing = Passing: Enter, Space or a click picks a card (again: puts it back) · P passes the three
rules-keys-declaring = Declaring: P pass · 1-4 a solo in ♦ ♣ ♠ ♥ · W a wedding (← → the card it calls) · F the first foreign trick · S a silent solo
rules-keys-line = {"\u000A"}{ $line }
rules-keys = ← → or 1-9 choose a card · Enter or Space play it (or click, or drag it to the table){ $extra }
    H hint · L last { $trick } · S scores · U undo (casual play) · C claim the rest (when offered) · A read your hand aloud · Esc menu
    Shift and ← → move the chosen card within your hand (with “Hand: As I arrange it” in the settings)
    In menus: Tab or ↑ ↓ move, ← → change a setting, Enter choose · R on the title: replay a deal from its code
rules-wendellhead =
    • A Pin is a trick: each player plays one card, and the best card wins them all. Cards rank Ace high, then K Q J 10 9 8 7 6 5 4 3 2.
    • 2 to 5 players, 7 cards each. The rest of the pack is the stock; its top card is turned face up beside it: the prize of the next Pin.
    • The suit of the first prize of a deal is trump for the whole deal (option: each prize sets trump for its Pin).
    • The player left of the dealer leads; then the winner of each Pin leads. Follow suit if you can; if you cannot, play any card, a trump or a discard.
    • The highest trump wins the Pin; with no trump in it, the highest card of the suit led.
    • The winner takes the prize into their hand, everyone else draws one card, and a new prize is turned, as long as the stock can still go round. Then the few cards left are set aside unseen and the hands are played out.
    • Every Pin counts one. The Pins that win a Flint: 40 at two players, 35 at three, 30 at four, 25 at five (a short match: half, and one Flint). The Flint is won the moment a player gets there, even in the middle of a deal: everyone's Pins start again from 0 and the Flint's winner deals afresh. A deal played out without a Flint is dealt again with the Pins kept.
    • The first to win 3 Flints wins the match.
rules-whist =
    • Four players in two partnerships: you and the player opposite (Otto) against the other two. 52 cards, Ace high down to 2; the dealer deals them all, 13 each.
    • The dealer's last card is turned face up: its suit is trump for the hand. It stays on show until the dealer plays to the first trick, then it is an ordinary card of the dealer's hand.
    • The player left of the dealer leads; the winner of each trick leads the next. Follow suit if you can; if you cannot, play any card, a trump or a discard.
    • The highest trump wins the trick; with no trump in it, the highest card of the suit led.
    • After 13 tricks, the side with more than six scores one point for each trick above six (8 tricks: 2 points).
    • Option, honours: a side dealt all four of A K Q J of trump scores 4, three of them 2 (not from one point short of the target, and not in a hand whose tricks reach the target).
    • The first side to the target (5 points; 7, 9 or 10 as chosen) wins the game; a rubber is won with two games. The deal passes to the left after every hand.
rules-hearts =
    • 3, 4 or 5 players, each for themselves; 52 cards (at three the 2♦ is out, at five the 2♦ and 2♣; option: a kitty instead), all dealt. Ace high, no trump.
    • Before each hand pass three cards: { $passes ->
        [three] left, right, then none (at three players there is no across).
        [five] left, right, then none (at five players there is no across).
        [four] left, right, across, then none.
       *[any] left, right, across, then none (three or five players: left, right, none).
    }
    • The 2♣ (the 3♣ at five) opens. Follow suit if you can; the highest card of the suit led wins the trick.
    • No hearts and no Q♠ on the first trick unless you have nothing else; hearts may not be led until one has been played (the Q♠ breaks them too), unless you hold only hearts.
    • Each heart taken is 1 point, the Q♠ 13 (option: the J♦ −10). Take them all and you shoot the moon: 0 for you and 26 for everyone else.
    • The game ends when someone reaches 100 (or 50): the lowest total wins.
rules-schafkopf =
    • Four players, 32 cards (7 to Ace), 8 each. Trumps always: Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦, then A 10 K 9 8 7 of diamonds (or of a lust solo's suit). Other suits rank A 10 K 9 8 7.
    • Follow the suit led (a trump lead asks for trump) if you can, otherwise anything. Highest trump wins.
    • In turn each may declare a lust solo (naming the trump suit) and play alone. Otherwise the holders of Q♣ and Q♠ play together, unannounced; one player with both black queens holds a wedding (calling a partner) or plays a silent solo.
    • Card points: A 11, 10 10, K 4, Q 3, J 2; the declarers need 61 of 120. Under 30 is schneider, no trick schwarz.
    • A game is worth 1, +1 schneider, +1 schwarz: partners each gain or pay it; a soloist three times, each defender once. The cashier keeps every balance over the match (16 deals).
    • Options in the game's rules: Kontra and Re: at their turn, before the first card of the second trick, a player sure their side will win may double the hand (Kontra, said by a defender; Re, a declarer's answer, doubles again). Laufende: the side holding the top trumps in an unbroken run from the Q♣ (at least the run set) adds 1 a card to the game's value.

## Refusals and calls
refusal-match-over = the match is over
refusal-no-such-seat = there is no { $seat } at this table
refusal-not-your-turn = it is not your turn
refusal-card-not-held = { $card } is not in that hand
refusal-must-follow = must follow { $symbol } ({ $suit })
refusal-must-lead = the first trick is led with the { $card }
refusal-hearts-not-broken = hearts are not broken yet: lead another suit
refusal-no-points-on-first-trick = no hearts and no Q♠ on the first trick
refusal-pass-first = pass three cards first
refusal-no-pass-now = no cards are passed now
refusal-pass-size = pass exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
} from your hand
refusal-must-follow-trump = must follow trump
refusal-declare-first = the game is being declared first
refusal-no-call-now = nothing is declared now
refusal-call-not-offered = { $call } is not allowed now
refusal-discard-first = the skat's taker lays two cards away first
refusal-no-discard-now = no cards are laid away now
refusal-discard-size = lay exactly { $count ->
    [one] { $count } card
   *[other] { $count } cards
} of your hand away
call-pass = pass
call-solo = a solo in { $suit }
call-wedding = a wedding calling the { $card }
call-wedding-first-foreign = a wedding with the first foreign trick
call-silent-solo = a silent solo
call-take-skat = taking the skat
pass-left = left
pass-right = right
pass-across = across

## Table: plates, badge, toolbar, prompt
hud-dealer = DEALER
hud-trump = TRUMP
hud-hearts = HEARTS
hud-replay = REPLAY · { $code }
# The same on a phone held upright, left of the toolbar's buttons: the word alone.
hud-replay-short = REPLAY
# A lesson's deal, by the toolbar.
hud-lesson = LESSON
hud-hint-button = Hint
hud-last-trick-button = Last { $trick }
hud-menu-button = Menu
# What the toolbar's buttons do, in their tooltips (the button's word and key come first).
tip-hint = the card a strong player would choose now, and why
hud-fingerprint = Fingerprint { $fingerprint }
hud-fingerprint-word = The deal's fingerprint
tip-fingerprint = the start of the SHA-256 hash of this deal's code, shown before the first card. The hand's review shows the code and every hand as dealt, and checks that the code still gives this fingerprint: the cards were fixed before play and never changed.
tip-last-trick = the { $trick } just taken, card by card, and who won it
tip-scores = the score sheet: every hand of the match so far
tip-menu = pause: settings, rules, a new match or the title
tip-undo = take your last card back (casual matches only)
hud-dealing = dealing…
hud-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
hud-cards-piles = { $up } up · { $covered } covered
hud-hearts-broken = broken
hud-hearts-not-broken = not broken
hud-no-trump-yet = none yet
hud-the-skat = THE SKAT
hud-skat-offered = offered in turn
hud-declaring = DECLARING
hud-no-game-yet = no game yet
hud-doubled = { $word } · { $call }
hud-redoubled = { $word } · Kontra · Re
hud-normal-game = NORMAL GAME
hud-wedding = WEDDING
hud-silent-solo = SILENT SOLO
hud-skat-solo = SKAT SOLO
hud-solo = SOLO
hud-everyone = EVERYONE
hud-for-two = FOR TWO
hud-yours = yours
hud-seats = { $name }'s
hud-for-themselves = for themselves
hud-won-with-prize = { $name ->
    [You] You win the { $trick } with the { $card } and take the { $prize }
   *[other] { $name } wins the { $trick } with the { $card } and takes the { $prize }
}
hud-takes-kitty = { $name ->
    [You] You take
   *[other] { $name } takes
} the kitty with the trick: { $cards }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
hud-takes-skat = { $name ->
    [You] You take
   *[other] { $name } takes
} the skat with the last trick: { $cards }, { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
hud-won = { $name ->
    [You] You win the { $trick } with the { $card }
   *[other] { $name } wins the { $trick } with the { $card }
}
hud-trick-kept = { $line } · Click or press Space to go on
hud-passed-you = { $name } passed you { $cards }
hud-took-skat = { $name } took the skat and lays two cards away…
hud-skat-brought = The skat brought { $cards }.
hud-lay-away = Lay { $count ->
    [one] { $count } card
   *[other] { $count } cards
} away face down (their points count for you): { $chosen } chosen; H suggests
hud-lay-away-these = Lay away { $cards }? Press P or Lay away
hud-choosing-pass = { $name } is choosing cards to pass…
hud-pass-to = { $direction } to { $name }
hud-choose-pass = Choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to pass { $to }: { $chosen } chosen (click, or ← → and Enter; H suggests)
hud-pass-these = Pass { $cards } { $to }? Press P or Pass cards
hud-choose-pass-touch = Tap { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to pass { $to }: { $chosen } chosen
hud-pass-these-touch = Pass { $cards } { $to }?
hud-is-declaring = { $name } is declaring…
hud-hint = Hint: { $hint } (Enter makes the call)
hud-call-skat = The skat: take it (T) and play alone against the other two, or pass (P); H for a hint
hud-call-name-trump = Name the trump of your solo (1-4): the queens and jacks join that suit
hud-call-owe-solo = You owe a solo: choose its trump suit (1-4)
hud-call-black-queens = Both { $suits ->
        [french] black queens
       *[other] top Obers
    }: a wedding (W, ← → the card; F first foreign trick), silent solo (S), solo (1-4)
hud-call = Your call: pass (P) or play a solo (1-4); H for a hint
hud-to-play = { $name } to play…
hud-not-playable = { $card }: { $why }
hud-hint-card = Hint: { $card } ({ $verdict })
hud-only-one-card = Your turn: only one card may be played
forced-last-card = Played for you: { $card }, your last card
forced-only-suit = Played for you: { $card }, your only { $suit ->
    [clubs] club
    [diamonds] diamond
    [hearts] heart
   *[spades] spade
}
forced-only-card = Played for you: { $card }, the only card you may play
forced-where-off = (Auto-play of a forced card: Menu → Settings.)
hud-your-turn = Your turn: click or drag a card, or ← → and Enter
hud-your-turn-touch = Your turn: tap a card, tap it again to play it
hud-your-turn-double = Your turn: a card (click, or ← → and Enter), or K for { $call }
hud-your-turn-double-touch = Your turn: tap a card twice, or { $call } at the top
hint-only-card = the only card allowed
hint-about-as-good = about as good as your other choices
hint-best-by-a-little = best, by a little
hint-clearly-best = clearly the best

## Screen reader
say-loading = Wendellhead is loading.
say-title = Wendellhead, the title screen.
say-setup = New match: choose the game, the players and the options, then Deal.
say-table = { $game } at the table, { $players ->
    [one] { $players } player
   *[other] { $players } players
}. A reads your hand, H gives a hint, L shows the last { $trick }, Esc opens the menu.
say-at-the-table = At the table.
say-rules = The rules of { $game }.
say-settings = Settings.
say-statistics = Statistics.
say-about = About Wendellhead.
say-turn-pass = Your turn: choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to pass, then P.
say-turn-lay-away = Your turn: choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to lay away, then P.
say-turn-declare = Your turn to declare.
say-turn-lead = Your turn to lead.
say-turn-after-lead = { $name ->
    [You] Your turn. You lead the { $card }.
   *[other] Your turn. { $name } leads the { $card }.
}
say-played = { $name ->
    [You] You play
   *[other] { $name } plays
} the { $card }{ $trumped ->
    [yes] , a trump
   *[no] {""}
}.
say-won = { $name ->
    [You] You win
   *[other] { $name } wins
} the { $trick }.
say-prize-taken = { $name ->
    [You] You take
   *[other] { $name } takes
} the prize, the { $card }.
say-prize = The prize is the { $card }. Trump is { $trump }.
say-turned-up = Turned up: the { $card }. Trump is { $trump }.
say-call = { $name }: { $call }.
say-passed-left = The cards are passed to the left.
say-passed-right = The cards are passed to the right.
say-passed-across = The cards are passed across.
say-laid-away = { $name ->
    [You] You lay
   *[other] { $name } lays
} two cards away.
say-hearts-broken = Hearts are broken.
say-moon = { $name ->
    [You] You shoot
   *[other] { $name } shoots
} the moon!
say-sides-revealed = The cards have shown who plays with whom: the plates say it.
say-no-seat = You have no seat at this table.
say-hand-empty = Your hand is empty.
say-hand-suit = { $suit }: { $ranks }
say-hand = Your hand, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: { $cards }.
say-trick-play = { $name } the { $card }
say-on-the-table = On the table: { $plays }.
say-you-may-play = You may play: { $cards }.
say-trump-is = Trump is { $trump }.
say-not-allowed = Not allowed: { $why }.
say-hint = Hint: the { $card }, { $verdict }.
say-card-chosen = , chosen
say-card-playable = , playable
say-card-not-playable = , not playable: { $why }
say-card = { $card }, { $index } of { $count }{ $verdict }.
say-none-chosen = No card chosen; choose { $count }.
say-chosen = Chosen, { $chosen } of { $count }: { $cards }.
say-passed-you = { $name } passed you the { $cards }.
say-passed-you-separator = {", the "}

## Declaring (Schafkopf)
call-words-pass = Pass
call-words-solo = Solo { $suit }
call-words-kontra = Kontra
call-words-re = Re
call-kontra = Kontra
call-re = Re
call-tip-kontra = double the hand's value: you are sure your side beats the declarers (before the first card of the second trick)
call-tip-re = double it again: your side answers the Kontra, sure of winning
double-button = { $call } (K)
double-button-touch = { $call }
double-said = { $name } { $name ->
    [You] say
   *[other] says
} { $call }: the hand counts { $re ->
    [yes] four times
   *[no] double
}
call-words-wedding = Wedding: { $card }
call-words-wedding-first-foreign = Wedding: first foreign trick
call-words-silent-solo = Silent solo
call-words-take-skat = Take the skat
call-refused-owe-solo = You owe a solo: this deal you must play one (1-4)
call-refused-black-queens = With both { $suits ->
        [french] black queens
       *[other] top Obers
    } there is no plain pass: a wedding (W or F), a silent solo (S) or a solo (1-4)
call-refused-not-holder = Only the holder of both { $suits ->
        [french] black queens (Q♣ Q♠)
       *[other] top Obers
    } may hold a wedding or a silent solo
call-refused-dreiwendsch = Dreiwendsch has no weddings or silent solos: take the skat (T) or pass (P)
call-refused-dreiwendsch-solo = In Dreiwendsch a solo is played with the skat: take it (T) or pass (P)
call-refused = { $call } is not offered now
call-wedding-button = Wedding calling the { $card } (W, ← →)
call-panel-skat = The skat is offered to you: take it and play alone?
call-panel-name-trump = Name your trump
call-panel-your-call = Your call
call-button-take-skat = Take the skat (T)
call-button-pass = Pass (P)
call-button-solo = { $suits ->
    [french] Solo { $suit }
   *[other] Solo in { $name } { $suit }
} ({ $key })
call-panel-black-queens = You hold both { $suits ->
        [french] black queens
       *[other] top Obers
    }: a wedding, a silent solo, or a solo
call-button-first-foreign = Wedding: first foreign trick (F)
call-button-silent-solo = Silent solo (S)
call-tip-pass = no solo from you: if nobody plays one, the holders of the { $suits ->
        [french] black queens
       *[other] top Obers
    } play together against the other two
call-tip-pass-skat = leave the skat to the next player; if nobody takes it, everyone plays for themselves
call-tip-take-skat = take the skat's two cards, lay two away, name trump and play alone against the other two
call-tip-solo = play alone against all the others, with { $suit } as trump after the { $suits ->
        [french] queens and jacks
       *[other] Obers and Unters
    }; you need 61 card points
call-tip-wedding = show your wedding: whoever holds the card it calls plays with you (◀ ▶ choose the card)
call-tip-first-foreign = show your wedding: whoever first wins a trick that is not yours plays with you
call-tip-silent-solo = keep both { $suits ->
        [french] black queens
       *[other] top Obers
    } to yourself and play alone against the other three, unannounced
call-tip-wedding-previous = the card your wedding calls: the one before
call-tip-wedding-next = the card your wedding calls: the next one

## Counts and places
count-point = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
count-trick = { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
}
count-game = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
count-hand = { $count ->
    [one] { $count } hand
   *[other] { $count } hands
}
count-card = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
count-deal = { $count ->
    [one] { $count } deal
   *[other] { $count } deals
}
count-Flint = { $count ->
    [one] { $count } Flint
   *[other] { $count } Flints
}
count-Pin = { $count ->
    [one] { $count } Pin
   *[other] { $count } Pins
}
ordinal = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}

## Wendish Schafkopf
and-separator = {" and "}
names-two = { $first } and { $second }
sk-said-pass = passes
sk-said-take-skat = takes the skat
sk-skat-pile = Skat { $count }
# Schafkopf for two: the count under a player's pile of won tricks.
sk-trick-pile = { $name }: { $count ->
    [one] { $count } trick
   *[other] { $count } tricks
}
sk-plate-call = { $call } · balance { $balance }
# A wedding with the first foreign trick, as short as a plate needs it.
sk-plate-first-foreign = Wedding: first foreign
sk-plate-balance = balance { $balance }
# A seat's plate held by a finger (or pointed at): who sits there and what its plate counts.
seat-about = { $who }: { $what }
seat-about-computer = { $who }, playing at { $level }: { $what }
seat-about-hearts = points taken this hand, then the match's total; the lowest total wins
seat-about-whist = partners with { $partner } against the other two; a side scores its tricks over six
seat-about-wendellhead = Pins won toward this Flint, then Flints won; the first to win enough Flints wins the match
seat-about-schafkopf = the balance over the match, gained or paid each deal; the highest balance wins
sk-plate-points = { $points } · balance { $balance }
# The taker's points and the cards laid away (the balance would not fit on the plate beside them).
sk-plate-points-away = { $points } + { $away } laid away
sk-reveal-card = { $name ->
    [You] You play
   *[other] { $name } plays
} the { $card }
sk-reveal-trick = { $name ->
    [You] You take
   *[other] { $name } takes
} the first foreign trick
sk-reveal-together = you play together
sk-reveal-you-with = you play with { $other }
sk-reveal-against = { $name } plays against you
sk-reveal-pair-against = { $name } and { $other } play against you
sk-reveal-with = { $name } plays with { $other }
sk-reveal-silent-solo = a silent solo: { $name } plays alone
sk-gold-legend = Gold: gained in this deal
sk-plate-wedding = Wedding: { $card }
sk-plate-laid-away = { $side } · away { $cards }
sk-why-normal-declarer = { $who ->
    [You] You hold
   *[other] { $who } holds
} a { $suits ->
        [french] black queen
       *[other] top Ober
    }: a declarer. The two { $suits ->
        [french] black queens
       *[other] top Obers
    } play together and need 61 card points; the other two defend.
sk-why-normal-defender = { $who ->
    [You] You hold
   *[other] { $who } holds
} no { $suits ->
        [french] black queen
       *[other] top Ober
    }: a defender. The defenders need 60 card points to beat the { $suits ->
        [french] black queens
       *[other] top Obers
    }.
sk-why-wedding-declarer = { $who ->
    [You] You play
   *[other] { $who } plays
} on the wedding's side: a declarer. Its player and partner need 61 card points.
sk-why-wedding-defender = { $who ->
    [You] You defend
   *[other] { $who } defends
} against the wedding: its player and partner need 61 card points.
sk-why-soloist = { $who ->
    [You] You play
   *[other] { $who } plays
} alone: the soloist needs 61 card points against the others together.
sk-why-against-soloist = { $who ->
    [You] You defend
   *[other] { $who } defends
} with the other players: the soloist needs 61 card points, 60 stop them.
sk-soloist = soloist
sk-declarer = declarer
sk-defender = defender
sk-game-everyone = everyone for themselves
sk-game-two = the game for two
sk-game-normal = the normal game
sk-game-wedding = { $name ->
    [You] your wedding
   *[other] { $name }'s wedding
}
sk-game-silent-solo = { $name ->
    [You] your silent solo
   *[other] { $name }'s silent solo
}
sk-game-solo = { $name ->
    [You] your
   *[other] { $name }'s
} { $suit ->
    [clubs] club
    [diamonds] diamond
    [hearts] heart
   *[spades] spade
} solo
sk-two-won = { $name ->
    [You] You win
   *[other] { $name } wins
} with { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
sk-took-most = { $name ->
    [You] You take
   *[other] { $name } takes
} most: { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
sk-all-three-tie = All three take { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}: nothing is paid
sk-tie-for-most = { $names } tie for most with { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
sk-draw = 60–60: a draw, nothing is paid
sk-side-result = { $won ->
    [yes] { $who } win
   *[no] { $who } lose
}: { $how }
sk-game-won = { $game } is won with { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
sk-game-lost-draw = { $game } is lost: 60–60 goes to the defenders
sk-game-lost = { $game } is lost with { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
sk-card-points = Card points: { $alone ->
    [yes] soloist
   *[no] declarers
} { $declarers } · defenders { $defenders }{ $flags ->
    [schwarz] : schwarz!
    [schneider] : schneider!
   *[none] {""}
}
sk-loser-has = The loser has { $flags ->
    [schwarz] schwarz!
   *[schneider] schneider!
}
sk-everyone-skat = { $name ->
    [You] You took
   *[other] { $name } took
} the skat with the last trick: { $cards }, { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}. Whoever has the most card points gains 2, the others pay 1 (two tied for most: 1 each, the third pays 2)
sk-everyone-pays = The skat went with the last trick to its winner; whoever has the most card points gains 2, the others pay 1 (two tied for most: 1 each, the third pays 2)
sk-part-schneider = { $points } schneider
sk-part-schwarz = { $points } schwarz
sk-part-laufende = { $run } runners ({ $with ->
    [yes] with
   *[no] without
})
sk-part-doubled = , × 2 for Kontra ({ $kontra })
sk-part-redoubled = , × 4 for Kontra ({ $kontra }) and Re ({ $re })
sk-soloist-pays = ; the soloist { $won ->
    [yes] gains
   *[no] pays
} { $factor } times that
sk-loser-pays = ; the loser pays it
sk-worth = The game is worth { $value }{ $sum }{ $tail }
sk-silent-solo-held = { $name ->
    [You] You held both { $suits ->
            [french] black queens
           *[other] top Obers
        } and said nothing: a silent solo
   *[other] { $name } held both { $suits ->
           [french] black queens
          *[other] top Obers
       } and said nothing: a silent solo
}
col-player = Player
col-side = Side
col-card-points = Card points
col-this-deal = This deal
col-balance = Balance
col-place = Place
col-solos = Solos
sk-next = Next: { $name ->
    [You] you deal
   *[other] { $name } deals
} ({ $left } left of { $deals }).
button-next-deal = Next deal
match-over-headline = The match is over
sk-you-win-match = You win the match at { $balance }!
sk-wins-match = { $name } wins the match at { $balance }
sk-you-share-top = You share the top with { $names }
sk-share-top = { $names } share the top
sk-match-detail = { $deals } played; the highest balance wins

## Classic Whist and the round panel
whist-turn-up-yours = TRUMP · yours
whist-turn-up-theirs = TRUMP · { $name }'s
# The same on two lines, over a side seat's card on a phone held upright.
whist-turn-up-theirs-stacked = TRUMP
    { $name }'s
whist-your-partner = your partner
whist-partner = partner: { $name }
whist-score-rubber = SCORE · to { $target } · rubber
whist-score-game = SCORE · first to { $target }
whist-games-won = ({ $games } won)
whist-pile-odd = { $side }: { $tricks } · { $odd } odd
whist-pile = { $side }: { $tricks }
whist-us = Us
whist-them = Them
pack-classic = Classic
pack-role-designs = designs
pack-role-svg-package = SVG package
pack-jumbo = Jumbo
back-blue-lattice = Blue lattice
back-burgundy-rings = Burgundy rings
back-green-rings = Green rings
back-navy-diamonds = Navy diamonds
back-burgundy-diamonds = Burgundy diamonds
back-black-lattice = Black lattice
back-red-lattice = Red lattice
whist-hand-headline = { $side } take { $tricks }: { $points }
col-tricks = Tricks
col-points = Points
col-honours = Honours
col-score = Score
col-games = Games
col-points-last-game = Points in the last game
col-tricks-in-match = Tricks in the match
whist-game-won = { $side } win the game! Games: { $first } { $first_games } – { $second_games } { $second }
button-next-game = Next game
button-next-hand = Next hand
whist-next = { $name ->
    [You] You deal
   *[other] { $name } deals
} next. First side to { $points } wins the game.
whist-match-won = { $ours ->
    [yes] { $side } win the match!
   *[no] { $side } win the match
}
whist-length-rubber = A rubber of games to { $points }
whist-length-game = One game to { $points }
whist-match-detail = { $length }, { $hands } played
round-deal-code = Deal { $code }
round-deal-code-peek = Deal { $code } · T: look at the table
round-peek = T: look at the table
round-peek-back = Back to the scores (T)
button-done = Done

## Hearts
hearts-gold-legend = Gold: the lowest total, in the lead
hearts-kitty = kitty: { $cards }
hearts-out-of-play = { $cards } removed
hearts-plate = { $hand } this hand · total { $total }
hearts-you-moon-add = You shot the moon! Everyone else scores 26
hearts-you-moon-subtract = You shot the moon! You score −26
hearts-moon-add = { $name } shot the moon: everyone else scores 26
hearts-moon-subtract = { $name } shot the moon and scores −26
hearts-clean-hand = A clean hand: you took no points
hearts-you-took-most = You took the most: { $points }
hearts-took-most = { $name } took the most: { $points }
col-taken = Taken
col-hand = Hand
col-total = Total
hearts-pass = pass { $direction }
hearts-no-pass-this-hand = no pass this hand
hearts-no-passing = no passing
hearts-next = Next hand: { $name ->
    [You] you deal
   *[other] { $name } deals
}, { $pass }. The game ends when someone reaches { $target }; the lowest total wins.
hearts-game-over = The game is over
hearts-you-win = You win the game!
hearts-wins = { $name } wins the game
hearts-you-share = You share the win with { $names }
hearts-share = { $names } share the win
hearts-match-detail = A game to { $target }, { $hands } played; the lowest total wins

## Wendellhead
wh-prize = PRIZE
wh-plate-pins = { $pins } / { $flint } Pins
wh-plate-flints = Flints { $pips }
wh-stock-empty = Stock empty
wh-set-aside = { $count } set aside unseen
wh-stock = Stock { $count }
wh-last-prize = Last prize: the stock won't go round again
wh-no-more-prizes = No more prizes this deal
wh-you-win-flint = You win a Flint!
wh-wins-flint = { $name } wins a Flint
col-pins-in-flint = Pins in this Flint
col-flints = Flints
col-pins-last-flint = Pins in the last Flint
wh-next = Pins start again; { $name ->
    [You] you deal
   *[other] { $name } deals
}. First to { $flints ->
    [one] { $flints } Flint
   *[other] { $flints } Flints
} wins.
button-next-flint = Next Flint
wh-you-win-match = You win the match!
wh-wins-match = { $name } wins the match
wh-match-detail = First to { $flints } of { $pins }, { $deals } played

## Statistics and par
unit-pin-one = Pin
unit-pin-many = Pins
unit-trick-one = trick
unit-trick-many = tricks
unit-point-one = point
unit-point-many = points
stats-chart-row = { $players ->
    [one] { $players } player
   *[other] { $players } players
}: won { $wins } of the latest { $matches }, each bar the { $game ->
    [wendellhead] Pins
    [whist] tricks (your side)
   *[other] tricks
} won per deal
stats-par-chart = Each hand against par (the latest { $hands }), in { $unit }
stats-legend-won = won
stats-legend-lost = lost
stats-legend-casual-won = won, casual
stats-legend-casual-lost = lost, casual
stats-legend-better = better than par
stats-legend-worse = worse than par
stats-legend-casual-better = better, casual
stats-legend-casual-worse = worse, casual
stats-casual-what = Casual: a card was taken back. Such matches count only here, not in the win share or the wins in a row.
stats-runs = Wins in a row: { $streak } now, { $best } at best
stats-axis-better = +{ $size } better
stats-axis-worse = −{ $size } worse
stats-none-yet = No match of { $game } finished yet.
col-table = Table
col-played = Rated matches
col-won = Won
col-share = Win share
col-abandoned = Abandoned
col-casual = Casual matches
stats-casual-count = { $played } (won { $won })
stats-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}
stats-rated = Rated
stats-casual = Casual
col-hands = Hands played
stats-rounds-short = { $game ->
    [wendellhead] Flints won
    [whist] Games won
    [hearts] Clean hands
   *[other] Hands won
}
stats-tricks-short = { $game ->
    [wendellhead] Pins won
    [whist] Side's tricks
   *[other] Tricks won
}
col-par-hands = With a par
col-against-par = Against par
stats-par-what = Against par: { $unit } a hand better (+) or worse (−) than the Hard computer with your cards.
stats-clean-what = Clean hands: no points taken, or you shot the moon.
stats-reset-button = Reset statistics
stats-reset-question = Reset the statistics?
stats-reset-detail = Every result so far, in every game, is forgotten, for good.
stats-reset = Reset
par-level = level with par
par-better = { $size } { $unit } better than par
par-worse = { $size } { $unit } worse than par
par-result-pins = { $count ->
    [one] You won { $count } Pin
   *[other] You won { $count } Pins
}
par-result-tricks = { $count ->
    [one] Your side took { $count } trick
   *[other] Your side took { $count } tricks
}
par-result-points = { $count ->
    [one] You took { $count } point
   *[other] You took { $count } points
}
par-result-paid-you = You were paid { $amount }
par-result-you-paid = You paid { $amount }
par-result-even = You came out even
par-none = No par for this hand (it was continued mid-way)
par-comes = Par comes once the hand is scored
par-hand = { $result }; par { $par }: { $against }
par-what = Par: what the Hard computer makes in your seat with the same cards and opponents
par-hand-pending = { $result }; par: the Hard computer is replaying your seat…
par-match-pending = Par: the Hard computer is replaying your hands…
par-hands = { $count ->
    [one] { $count } hand
   *[other] { $count } hands
}{ $more ->
    [yes] , more to come
   *[no] {""}
}
par-match-level = You played level with par this match ({ $hands })
par-match-beat = You beat par by { $size } { $unit } this match ({ $hands })
par-match-under = You finished { $size } { $unit } under par this match ({ $hands })

## Hand review
review-prize = prize { $card }
review-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
review-card-points = { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
review-pass = Your pass: { $mine } · Hard passes { $hard }
review-pass-agrees = Your pass: { $mine } · Hard agrees
review-lay-away = You laid away { $mine } · Hard lays away { $hard }
review-lay-away-agrees = You laid away { $mine } · Hard agrees
review-call = Your call: { $mine } · Hard calls { $hard }
review-double-agrees = Your { $mine } · Hard says it too
review-double = Your { $mine } · Hard would not have doubled
review-call-agrees = Your call: { $mine } · Hard agrees
review-choice-cost-points = costs { $cost } { $cost ->
    [one] point
   *[other] points
} on average
review-choice-cost-game = costs { $cost } a game on average
review-choice-as-good = as good
review-title = Hand review
review-hand = Hand { $hand } of { $hands }{ $code }
review-hard-agrees = Hard agrees
review-only-card = only card allowed
review-costly = costly: Hard plays { $card }, clearly better
review-as-good = Hard plays { $card }, as good
review-hard-plays = Hard plays { $card }, a little better
review-no-trick = No trick of this hand was played yet.
review-dealt = As dealt
review-dealt-rest = In no hand
review-fingerprint-holds = Deal code { $code }: its SHA-256 starts { $fingerprint }, the fingerprint shown before the first card ✓: the cards were fixed before the first was played.
review-fingerprint-differs = Deal code { $code }: its SHA-256 starts { $fingerprint }, but the table showed { $shown }. Please report this.
review-fingerprint-none = Deal code { $code } (a replay shows no fingerprint: its code was known before it began).
review-help = For each of your cards, the card the Hard search plays from what you could see then, and whether it is a little or clearly better (costly); for a pass, a call or cards laid away, Hard's choice and what it is worth more on average.
review-keys = { $costly ->
    [one] { $costly } costly decision
   *[other] { $costly } costly decisions
} · ← → other hands · Esc closes
button-close-esc = Close (Esc)
review-button = Review the hand (V)

## Score sheet
scores-button = Scores
scores-title = Scores
scores-none = { $game ->
    [wendellhead] No Flint has been won yet.
    [schafkopf] No deal has been scored yet.
   *[other] No hand has been scored yet.
}
scores-legend = { $game ->
    [wendellhead] Pins: each player's Pins in the Flint · Flints: won so far
    [whist] Points: for the odd tricks + for honours · Score: the game so far · ★ a game won
    [hearts] Hand: the points of the hand · Total: so far · moon: shot the moon
   *[other] Card points: declarers–defenders (each player's when nobody plays together) · +/−: gained or paid in the deal
}
scores-row = { $game ->
    [wendellhead] Flint { $number }
    [schafkopf] Deal { $number }
   *[other] Hand { $number }
}
scores-rows = Rows { $first }–{ $last } of { $count } · ← → earlier and later
scores-col-pins = Pins
scores-col-won-by = Won by
scores-col-game = Game
scores-col-declarers = Declarers
scores-col-value = Value
scores-col-gain = +/−
scores-col-par = Your par
scores-par-legend = Your par: what the Hard computer makes with your cards ({ $game ->
    [wendellhead] Pins, over the Flint's deals
    [whist] your side's tricks
    [hearts] points taken
   *[other] paid or won
}); in brackets you against it, + better · … worked out · – none (continued mid-way)
scores-moon = { $points } moon
scores-sk-normal = Normal game
scores-sk-wedding = Wedding
scores-sk-silent-solo = Silent solo
scores-sk-solo = { $suit ->
    [clubs] Club solo
    [diamonds] Diamond solo
    [hearts] Heart solo
   *[spades] Spade solo
}
scores-sk-everyone = Everyone for themselves
scores-sk-two = For two
scores-sk-points = { $points }{ $flags ->
    [schwarz] , schwarz
    [schneider] , schneider
   *[none] {""}
}

## Last trick and pause menu
last-trick-none = No { $trick } has been played yet.
last-trick-kitty = { $name ->
    [You] You took
   *[other] { $name } took
} the kitty with it: { $cards }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
last-trick-skat = { $name ->
    [You] You took
   *[other] { $name } took
} the skat with it: { $cards }, { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}
last-trick-close = L or Esc to close
last-trick-won-by = Last { $trick }: { $name ->
    [You] you took it
   *[other] { $name } took it
}
last-trick-points = { $points ->
    [0] No points in it
    [one] { $points } point in it
   *[other] { $points } points in it
}
last-trick-card-points = { $points ->
    [one] { $points } card point in it
   *[other] { $points } card points in it
}
last-trick-led = (led)
last-trick-prize = Prize: { $card }, to { $name }
last-trick-no-prize = No prize went with it
pause-title = Paused
pause-waits = The table waits for you.
pause-resume = Resume (Esc)
pause-restart-button = Restart the match
pause-restart-question = Restart the match?
pause-restart-detail = This match ends here and counts as abandoned in the statistics; a new one is dealt to the same players.
pause-restart = Restart
pause-quit = Quit to title
pause-replay-note = A replay of deal { $code }: it is not saved and counts for nothing in the statistics.
pause-code-note = This deal's fingerprint is { $fingerprint }: its code shows when the hand is over, and the hand's review checks the one against the other. The match is saved after every card: Quit to title keeps it for Continue.
pause-saved-note = The match is saved after every card: Quit to title keeps it for Continue.

## Files
file-kept-as = it was kept as { $file }
file-not-renamed = it could not be renamed either ({ $error }) and was left as it is
file-unreadable = { $what ->
    [saved-match] Your saved match could not be read ({ $problem }); { $kept }. A new match can be started.
    [statistics] Your statistics could not be read ({ $problem }); { $kept }. Defaults are used.
   *[settings] Your settings could not be read ({ $problem }); { $kept }. Defaults are used.
}
file-not-text = it is not text (UTF-8)
file-in-memory = { $name } (in memory)
file-in-browser = { $name } (browser storage)
files-in-memory = nowhere: this session only (no home folder was found)
files-in-browser = this browser's storage for this site
about-title = About Wendellhead
about-version = Version { $version }
about-blurb = A trick-taking card game for one person against computer players: Wendellhead, Classic Whist, Hearts and Wendish Schafkopf.
about-files = Your settings, saved match and statistics: { $place }
about-packs = Your own card packs: { $place }
about-credits = Credits
about-credit-cards = Kennard cards: Adrian Kennard's designs (me.uk/cards), from Letele Motebang's @letele/playing-cards; CC0 1.0.
about-credit-made = The Classic and Jumbo cards, the table and the sounds: made by the game's own scripts; CC0 1.0.
about-credit-fonts = Fonts: DejaVu Sans, with the German and Swiss suits added; the Bitstream Vera licence (DejaVu's changes are public domain).
about-credit-code = Built with Bevy and other Rust libraries, each under its own licence (MIT, Apache-2.0 and others).
about-licence = Wendellhead is free software under the MIT or the Apache-2.0 licence, at your choice. The licence texts, the credits and the licences of every library come with each download: LICENSE-MIT, LICENSE-APACHE, CREDITS.md and THIRD-PARTY-LICENSES.txt.
file-too-many-aside = too many files already kept aside
file-too-new = it was written by a newer version of the game (format { $format })
settings-too-new = it was written by a newer version of the game (format { $format }, this one reads up to { $known })
storage-no-window = no browser window
storage-not-allowed = local storage is not allowed
storage-none = no local storage
storage-unreadable = local storage could not be read
storage-full = local storage is full or not allowed
storage-unchangeable = local storage could not be changed
save-not-a-save = it is not a saved match: { $error }
save-too-old = it was saved by an older version of the game (format { $format }) and cannot be continued
save-too-new = it was saved by a newer version of the game (format { $format }, this one reads { $known })
save-broken = the match in it is broken: { $error }
save-wrong-seats = it names { $seats ->
    [one] { $seats } player
   *[other] { $seats } players
} for a match of { $players }
save-over = the match in it is already over
save-record-damaged = The saved match's record of its hands is damaged ({ $error }): the match goes on, without the reviews and pars of the hands before.
save-record-older = The saved match comes from an older version that kept no record of its hands: the reviews and pars of its first { $hands ->
    [one] hand
   *[other] { $hands } hands
} are not there.
save-record-copy = The damaged file was kept as { $copy }.

## Passing, undo, claim
pass-refused-lay-away = choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to lay away ({ $chosen } chosen)
pass-refused-pass = choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to pass ({ $chosen } chosen)
pass-button-lay-away = Lay away (P)
pass-button-pass = Pass cards (P)
trick-tag-led = { $name } · led
# The word under a player's name by the trick's first card, where a row of cards leaves no room beside it.
trick-tag-led-line = led
undo-button = Undo
undo-card-taken-back = Your last card was taken back
undo-pass-taken-back = Your pass was taken back: choose again
undo-lay-away-taken-back = Your cards laid away were taken back: choose again
undo-call-taken-back = Your call was taken back
undo-refused = { $why }.
claim-button = Claim the rest (C)

## Deal codes
code-empty = type a deal code, like C4-30JX4-FM
code-game-letter = a deal code starts with its game's letter (W Wendellhead, C Classic Whist, H Hearts, S Wendish Schafkopf), not { $letter }
code-no-players = the game's letter is followed by the number of players, like W4
code-letter = “{ $letter }” is not a letter of deal codes (digits and letters, no U)
code-too-short = the code is too short: a deal code has at least 5 letters after the dash
code-check = the code is mistyped: its last two letters do not match the rest (check each letter)
code-no-dealer = the code is mistyped: its first letter after the dash names no dealer
code-ends-too-soon = the code is mistyped: it ends too soon
code-number-too-big = the code is mistyped: a number in it is too big
code-options = the code is mistyped: it names rule options the game has not
code-left-over = the code is mistyped: it has letters left over
code-yes-no = the code is mistyped: a yes-or-no option holds another number
code-unplayable = the code's rules cannot be played: { $why }
code-dealer = the code names a dealer who is not at a table of { $players }
code-deal = the code names deal { $deal } of a match of { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
}
code-no-deal = the code names no deal: { $why }

## Screen reader: focus
say-button = { $label }, button

## The web page
web-crash-title = Wendellhead stopped
web-crash-intro = Something went wrong and the game cannot go on. This is what it said:
web-crash-advice = Your settings and the match in progress are kept (the game saves after every card), so reloading the page lets you continue. If the message mentions WebGL, a GPU or an adapter, this browser cannot draw the game: try another browser or turn on hardware acceleration.
web-crash-reload = Reload
web-canvas-label = Wendellhead card table
web-code-label = Deal code

## Your records kept safe (`src/app/records.rs`): export and import.
records-button = Back up or restore
records-title = Your records
records-help = Export records saves your statistics, your match history, your deals of the day and your settings in one file (JSON), to keep or to take to another device. Export hands saves every hand you played to its end (up to 2,000 a game) as a table for a spreadsheet (CSV). Import reads a records file back: you choose then whether it is added to the records here or replaces them.
records-export = Export records…
records-export-hands = Export hands (CSV)…
records-import = Import…
records-saved = Saved: { $path }
records-downloaded = Downloaded: { $name }
records-not-saved = Not saved: { $why }
records-no-file = No file was chosen: nothing was saved or read.
records-saved-no-dialog = This system has no file dialog: saved in the game's folder, { $path }
records-no-dialog-import = this system has no file dialog. Put the file to import at { $path } and choose Import again.
records-empty = the file is empty.
records-truncated = the file ends too early: it was cut short (a copy or a download that did not finish).
records-not-ours = it is not a Wendellhead records file.
records-too-new = it was written by a newer Wendellhead ({ $writer }, records format { $format }); this one reads format { $known }. Update the game to import it.
records-damaged = the file is damaged: { $error }
records-merge-own = the file already holds this device's own records: merging it would count their matches twice. Replace instead, or merge a file from elsewhere.
records-merge-again = the file was merged here before: merging it again would count its matches twice.
records-refused = { $name } was not imported: { $why } Your records are unchanged.
records-import-question = Import { $name }?
records-import-detail = Exported { $exported } by Wendellhead { $writer }: { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    }, { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }. Merge adds them to the records here and keeps your settings; Replace puts the file's records and settings in place of yours. Either way a copy of your records as they are now is kept.
records-import-detail-replace = Exported { $exported } by Wendellhead { $writer }: { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    }, { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }. Replace puts the file's records and settings in place of yours; a copy of your records as they are now is kept.
records-no-merge = Merge is not offered: { $why }
records-merge = Merge
records-replace = Replace
records-not-imported = Nothing was imported: your records could not be kept aside first ({ $why }).
records-merged = Merged { $name }: { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    } and { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    } added to yours; your settings are unchanged. Your records as they were are kept in { $kept }, your settings in { $settings }.
records-replaced = Replaced your records and settings with { $name }: { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    }, { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }. Your records as they were are kept in { $kept }, your settings in { $settings }.
records-hands-empty = No hand was played to its end yet: the file holds only its header line.

## Touch screens: a message's words for a player who plays by touch (a phone, a tablet), used in its place
## (`KEY-touch` for `KEY`). Every message that names a key or a click has them; they name none (tests/i18n.rs).
settings-keys-touch = Tap a setting for its next value, at its ◀ for the one before.
settings-help-touch = “Keep trick until tap” leaves each finished trick on the table until you tap it. Auto-play plays a card by itself when it is the only one allowed; { $size ->
        [menus] Size enlarges the menus (your cards fit the screen by themselves)
        [fixed] the cards and menus fit this screen by themselves
       *[cards] Size enlarges your cards and the menus
    }; reduced motion fades cards in where they go instead of flying them. “As I arrange it” keeps a card where you drag it until the hand ends; “Left-handed” mirrors your side of the table for the left thumb.
button-back-esc-touch = Back
setting-keep-tricks-touch = Keep trick until tap: { $value }
hud-trick-kept-touch = { $line } · Tap to go on
button-cancel-esc-touch = Cancel
title-continue-touch = Continue: { $saved }
title-replay-touch = Replay a deal
title-daily-touch = Deal of the day
replay-button-touch = Replay
button-title-esc-touch = Title
button-review-touch = Hand review
button-done-esc-touch = Done
setup-help-touch = Tap a choice for the next one, at its ◀ for the one before.
rules-keys-passing-touch = Passing: tap a card to choose it (again: to put it back), then Pass cards
rules-keys-declaring-touch = Declaring: tap your call in its panel · for a wedding, ◀ ▶ choose the card it calls
rules-keys-touch = Tap a card to raise it (one you may not play says why) · tap it again, or drag it to the table, to play it · hold a finger on a card or a seat to read about it{ $extra }
    ? hint · ❐ last { $trick } · ▤ scores · ↶ undo (casual play) · ☰ menu
    With “Hand: As I arrange it” in the settings, drag a card along your hand to move it there
hud-lay-away-touch = Tap { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to lay away face down (their points count for you): { $chosen } chosen
hud-lay-away-these-touch = Lay away { $cards }?
hud-hint-touch = Hint: { $hint }
hud-call-skat-touch = The skat: take it and play alone against the other two, or pass
hud-call-name-trump-touch = Name the trump of your solo: the queens and jacks join that suit
hud-call-owe-solo-touch = You owe a solo: choose its trump suit
hud-call-black-queens-touch = Both { $suits ->
        [french] black queens
       *[other] top Obers
    }: a wedding, a silent solo or a solo
hud-call-touch = Your call: pass or play a solo
say-table-touch = { $game } at the table, { $players ->
    [one] { $players } player
   *[other] { $players } players
}. Tap a card to raise it, tap it again to play it; the toolbar gives a hint, the last { $trick }, the scores and the menu.
call-refused-owe-solo-touch = You owe a solo: this deal you must play one
call-refused-black-queens-touch = With both { $suits ->
        [french] black queens
       *[other] top Obers
    } there is no plain pass: a wedding, a silent solo or a solo
call-refused-dreiwendsch-touch = Dreiwendsch has no weddings or silent solos: take the skat or pass
call-refused-dreiwendsch-solo-touch = In Dreiwendsch a solo is played with the skat: take it or pass
call-wedding-button-touch = Wedding calling the { $card }
call-button-take-skat-touch = Take the skat
call-button-pass-touch = Pass
call-button-solo-touch = { $suits ->
    [french] Solo { $suit }
   *[other] Solo in { $name } { $suit }
}
call-button-first-foreign-touch = Wedding: first foreign trick
call-button-silent-solo-touch = Silent solo
round-peek-back-touch = Back to the scores
review-keys-touch = { $costly ->
    [one] { $costly } costly decision
   *[other] { $costly } costly decisions
} · tap the hand's line for another hand
button-close-esc-touch = Close
review-button-touch = Review the hand
scores-rows-touch = Rows { $first }–{ $last } of { $count }
last-trick-close-touch = Tap to close
pause-resume-touch = Resume
pass-button-lay-away-touch = Lay away
pass-button-pass-touch = Pass cards
claim-button-touch = Claim the rest
round-deal-code-peek-touch = Deal { $code }
round-peek-touch = The hand is over

## Lessons: the Learn panel and the coach at the table
title-learn = Learn to play
setup-learn = Learn this game
learn-title = Learn to play
learn-help = Short lessons at the table, each on a prepared deal: a coach shows one idea at a time and waits for you.
learn-unavailable = The lessons cannot be shown: { $why }
learn-course-button = { $course } · { $done } of { $lessons } done
learn-course-progress = { $done } of { $lessons } lessons done
learn-lesson = { $number }. { $lesson }
learn-lesson-done = { $number }. { $lesson } ✓
learn-start-over = Start over
learn-continue = Continue: { $number }. { $lesson }
learn-all-games = All games
learn-course-wendellhead = Wendellhead
learn-course-whist = Classic Whist
learn-course-hearts = Hearts
learn-course-schafkopf = Wendish Schafkopf
learn-course-dreiwendsch = Dreiwendsch and the game for two
coach-heading = { $lesson } · { $step } of { $steps }
coach-done-heading = { $lesson } · done
coach-learned = Well done! { $learned }
coach-next = Next (N)
coach-next-touch = Next
coach-show-me = Show me (M)
coach-show-me-touch = Show me
coach-hint = Hint (H)
coach-hint-touch = Hint
coach-next-lesson = Next lesson (N)
coach-next-lesson-touch = Next lesson
coach-lessons = Lessons
coach-not-this = The rules allow that, but it is not what this lesson is about: try again, or ask the coach to show you.
coach-no-undo = In a lesson the coach takes back a move for you; to start again, deal again from the pause menu.

## Deal of the day
daily-title = Deal of the day
daily-help = { $day } (UTC): one deal of each game, the same for everyone today. Your first play of it counts, against Hard computers, and is kept with your par in the statistics; after that it is practice. Leaving it before its end counts it as given up.
daily-button = Today's { $game }
daily-button-played = Today's { $game }: { $result } · par { $par } · { $against }
daily-button-played-no-par = Today's { $game }: { $result }
daily-button-given-up = Today's { $game }: given up
daily-streak = Streak: { $days ->
    [one] { $days } day
   *[other] { $days } days
} (best { $best })
daily-par-word = par
daily-first-day = Your first deal of the day in this game: the next ones are compared with it.
daily-earlier = { $days ->
    [one] Your earlier day
   *[other] Your { $days } earlier days
}: on average { $against }; your best { $best }
daily-headline = Today's { $game } · { $day }
daily-practice = Played again: practice, it counts for nothing. Your day's result stays as it was.
daily-share = To share (no card named):
hud-daily = TODAY'S { $game } · PRACTICE
match-over-daily-again = Play it again (practice)
daily-copy = Copy
daily-copied = Copied
daily-copy-failed = Not copied: { $why }
daily-stats = Deal of the day: { $played } played · { $streak }
daily-stats-given-up = given up
daily-streak-none = Not played yet
hud-daily-rated = TODAY'S { $game } · RATED
pause-daily-note = Today's { $game }, rated: this play counts. Leaving it before its end counts it as given up (its cards have been seen), so there is no dealing it again now. Its fingerprint is { $fingerprint }.
hud-daily-rated-short = RATED
hud-daily-short = PRACTICE
daily-streak-none-finished = No deal played to its end yet
