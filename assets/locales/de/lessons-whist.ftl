## Klassisches Whist: die Sätze des Trainers (docs/lessons.md)

## whist-1: Partner, Farbe bekennen und Trumpf
lesson-whist-1-title = Partner und Trumpf
lesson-whist-1-partner = Otto, dir gegenüber, ist dein Partner. Jeder Stich, den einer von euch macht, zählt für eure Seite gegen Mara und Lena.
lesson-whist-1-trump = Otto hat gegeben, und seine letzte Karte liegt offen: { $t }. Ihre Farbe, { $s }, ist Trumpf für das ganze Spiel.
lesson-whist-1-lead = Lena sitzt links vom Geber und spielt zum ersten Stich aus. Schau dir ihre Karte an.
lesson-whist-1-follow = Lena spielt { $a } aus. Du hast { $s }, also musst du Farbe bekennen. Keine deiner Karten ist höher: Spiel deine niedrigste, { $card }.
lesson-whist-1-follow-wrong = Damit bekennst du Farbe, aber auch diese Karte schlägt { $a } nicht. Heb deine höheren Karten in { $s } auf und spiel { $card }.
lesson-whist-1-watch = Auch Mara und Otto müssen Farbe bekennen, wenn sie können. Die höchste Karte der ausgespielten Farbe gewinnt den Stich.
lesson-whist-1-again = Lena hat den Stich gewonnen, also spielt sie zum nächsten aus.
lesson-whist-1-ruff = Lena spielt { $c } aus, und diese Farbe hast du nicht. Dann darfst du jede Karte spielen: Stich mit deinem niedrigsten Trumpf, { $card }.
lesson-whist-1-ruff-wrong = Eine Karte einer anderen Farbe kann diesen Stich nie gewinnen, und ein höherer Trumpf gewinnt ihn nicht besser. Stich mit { $card }.
lesson-whist-1-won = Jetzt spielen Mara und Otto. Wenn niemand höher sticht, gewinnt dein Trumpf den Stich für dich und Otto.
lesson-whist-1-learned = Bekenne Farbe, wenn du kannst; sonst darfst du stechen, und der höchste Trumpf gewinnt den Stich.

## whist-2: zweite Hand niedrig
lesson-whist-2-title = Zweite Hand niedrig
lesson-whist-2-lead = Otto hat gegeben, also spielt Lena aus. Du spielst an zweiter Stelle, dann Mara, und Otto spielt als Letzter.
lesson-whist-2-low = Lena spielt niedrig in { $s } aus. Zweite Hand niedrig: Mara und Otto spielen noch nach dir. Spiel niedrig, etwa { $card }, und behalte { $q }.
lesson-whist-2-low-wrong = Zwei höhere Karten in { $s } sind noch draußen, { $q } kann also geschlagen werden. Spiel niedrig: Otto kommt zuletzt und kann den Stich holen.
lesson-whist-2-watch = Jetzt muss Mara sich entscheiden, und Otto spielt noch nach ihr.
lesson-whist-2-result = Mara hat { $k } geopfert, und Otto hat den Stich mit { $a } geholt. Beide sind weg: { $q } ist jetzt die höchste Karte in { $s }.
lesson-whist-2-why = Hättest du { $q } an zweiter Stelle gespielt, wäre die Karte umsonst gefallen. Jetzt kann sie selbst einen Stich machen.
lesson-whist-2-learned = Zweite Hand niedrig: Lass die Spieler nach dir ihre hohen Karten ausgeben und heb deine für später auf.

## whist-3: dritte Hand hoch, und den Partner nicht überstechen
lesson-whist-3-title = Dritte Hand hoch
lesson-whist-3-lead = Mara hat gegeben, also spielt Otto aus. Du spielst an dritter Stelle nach Lena, und Mara spielt als Letzte.
lesson-whist-3-high = Otto spielt { $o } aus, Lena gibt niedrig zu. Dritte Hand hoch: Spiel { $card }, damit Mara den Stich nicht billig bekommt.
lesson-whist-3-high-wrong = Mit einer niedrigen Karte gewinnt Mara billig, mit jeder höheren Karte der Farbe. { $card } gewinnt, oder Mara muss eine noch höhere hergeben.
lesson-whist-3-watch = Mara spielt als Letzte: Sie muss { $k } schlagen oder euch den Stich lassen.
lesson-whist-3-cost = Das hat Mara { $a } gekostet. Hättest du niedrig gespielt, hätte ihr jede Karte der Farbe über { $o } gereicht.
lesson-whist-3-duck = Maras { $a } gewinnt diesen Stich, egal was du spielst. Bekenne mit deiner niedrigsten Karte, { $card }.
lesson-whist-3-duck-wrong = Keine deiner Karten schlägt { $a }. Heb die höheren für später auf und spiel { $card }.
lesson-whist-3-next = Mara spielt wieder aus. Schau vor deinem Zug, wer den Stich gerade gewinnt.
lesson-whist-3-partner = Ottos { $j } liegt vorn, und du spielst zuletzt. Schlag deinen Partner nicht: Spiel eine niedrige Karte, etwa { $card }.
lesson-whist-3-partner-wrong = Der Stich gehört schon eurer Seite. Wer Ottos { $j } schlägt, verschenkt eine hohe Karte, die später selbst einen Stich machen könnte.
lesson-whist-3-end = Otto bekommt den Stich, und { $k } und { $a } hast du noch für spätere Stiche.
lesson-whist-3-learned = Dritte Hand hoch, damit der Letzte teuer bezahlen muss; liegt dein Partner schon vorn, spiel niedrig.

## whist-4: Überstiche und Honneurs
lesson-whist-4-title = So wird gezählt
lesson-whist-4-book = Beim Whist zählen nur Stiche über sechs. Die ersten sechs Stiche deiner Seite sind das Buch; jeder weitere ist ein Überstich und bringt einen Punkt.
lesson-whist-4-target = Wer zuerst 5 Punkte hat, gewinnt die Partie. Nur die Seite mit sieben oder mehr Stichen punktet; die andere bekommt für ihre Stiche nichts.
lesson-whist-4-honours = In diesem Spiel zählen Honneurs (eine Option beim Einrichten): die vier höchsten Trümpfe. Lenas offene Karte, { $j }, ist einer davon.
lesson-whist-4-yours = Die anderen drei hast du: { $a }, { $k } und { $q }. Drei Honneurs bringen der Seite, die sie bekam, 2 Punkte, alle vier 4, egal wer die Stiche macht.
lesson-whist-4-draw = Honneurs machen auch Stiche. Spiel { $card } aus: Wer früh Trumpf zieht, verhindert, dass die Gegner später deine hohen Karten stechen.
lesson-whist-4-draw-wrong = Spiel erst Trumpf, angefangen mit { $card }: Solange die Gegner Trumpf haben, können sie deine anderen hohen Karten stechen.
lesson-whist-4-draw2 = Ein sicherer Stich. { $a } ist weg, also ist { $card } der höchste Trumpf im Spiel: Spiel auch diese Karte aus.
lesson-whist-4-draw2-wrong = { $card } kann jetzt nicht mehr verlieren und zieht den Gegnern weitere Trümpfe. Spiel die Karte aus.
lesson-whist-4-count = { $k } macht deinen zweiten Stich. Sieben Stiche bringen 1 Punkt, acht bringen 2, und so weiter.
lesson-whist-4-play-on = Deine Honneurs bringen 2 dazu, außer die Stiche allein erreichen schon 5. Spiel weiter: Am Ende zeigt die Übersicht Stiche, Überstiche und Honneurs.
lesson-whist-4-learned = Jeder Stich über sechs ist ein Punkt; mit Honneurs bringen drei der vier höchsten Trümpfe 2, alle vier 4.

## whist-5: ein echtes Spiel
lesson-whist-5-title = Ein echtes Spiel
lesson-whist-5-intro = Jetzt ein ganzes Spiel mit Otto als Partner: Farbe bekennen, sonst stechen, zweite Hand niedrig, dritte Hand hoch.
lesson-whist-5-play = Spiel die Hand auf deine Art; frag nach einem Tipp, wann immer du willst. Am Ende öffnet sich der Rückblick.
lesson-whist-5-learned = Du hast ein ganzes Spiel Whist mit deinem Partner gespielt.
