## Hearts-Kurs: die Sätze des Trainers (siehe docs/lessons.md)

## hearts-1: das Schieben
lesson-hearts-1-title = Das Schieben
lesson-hearts-1-intro = Vor dem ersten Stich schiebt jeder drei Karten weiter. In diesem Spiel schiebst du an Mara, links von dir.
lesson-hearts-1-queen = { $q } steht ganz allein, ohne kleine { $s } als Schutz. Wird { $s } ausgespielt, musst du damit bedienen und gewinnst womöglich den Stich: 13 Punkte.
lesson-hearts-1-kings = Hohe Karten gewinnen Stiche, die du lieber abgibst. { $h } ist dein einziges hohes Herz, und neben { $d } hast du nur eine kleine Karte derselben Farbe.
lesson-hearts-1-pass = Schieb { $q }, { $h } und { $d } weiter.
lesson-hearts-1-pass-wrong = Behalte deine kleinen Karten: mit ihnen gibst du Stiche ab. Schieb { $q } ohne Schutz und die hohen Karten { $h } und { $d }.
lesson-hearts-1-exchange = Alle schieben gleichzeitig; dann beginnt der erste Stich.
lesson-hearts-1-received = Von Lena, rechts von dir, kamen { $a }, { $b } und { $c }. Die kleinen sind harmlos; pass bei { $c } auf.
lesson-hearts-1-known = Und nur du und Mara wisst jetzt, wo { $q } steckt.
lesson-hearts-1-learned = Schieb die Karten weiter, die ungewollte Stiche gewinnen: hohe Herz, hohe Karten in kurzen Farben und die 13-Punkte-Karte, wenn sie ohne Schutz ist.

## hearts-2: bedienen, das erste Ausspiel, Herz brechen
lesson-hearts-2-title = Bedienen und Herz brechen
lesson-hearts-2-pass = Jedes Spiel beginnt mit dem Schieben. Gib Mara { $d }, deine einzige { $s }-Karte, und deine zwei höchsten Herz, { $j } und { $e }.
lesson-hearts-2-pass-wrong = Schieb { $d }: ohne { $s } darfst du jede Karte spielen, wenn { $s } ausgespielt wird. Dazu deine zwei höchsten Herz.
lesson-hearts-2-lead = Du hast { $c }, also eröffnest du damit den ersten Stich.
lesson-hearts-2-follow = Alle müssen bedienen: wer { $s } hat, muss { $s } spielen.
lesson-hearts-2-void = Otto spielt { $s } aus, und du hast kein { $s }: du darfst jede Karte spielen. Wirf { $card } ab: hier gewinnst du damit nicht, und Herz ist dann gebrochen.
lesson-hearts-2-void-wrong = Das darfst du, aber ohne { $s } gewinnst du diesen Stich nicht: der perfekte Moment, { $card } loszuwerden.
lesson-hearts-2-broken = Ein Herz ist gefallen, also ist Herz gebrochen: ab jetzt darf jeder Herz ausspielen.
lesson-hearts-2-under = Lena spielt { $l } aus. Du hast { $s }, also musst du bedienen, und jede Karte unter { $l } verliert den Stich.
lesson-hearts-2-under-wrong = Damit schlägst du { $l } und gewinnst vielleicht den Stich, samt allen Herz, die die anderen darauf abwerfen. Spiel niedriger.
lesson-hearts-2-finish = Schau zu, wie die anderen den Stich beenden.
lesson-hearts-2-discard = Mara hatte kein { $s } mehr und durfte deshalb { $j } auf Ottos Stich abwerfen, die Karte, die du ihr geschoben hast.
lesson-hearts-2-learned = Bediene, wenn du kannst, sonst spiel, was du willst; Herz darf erst ausgespielt werden, wenn schon ein Herz gefallen ist.

## hearts-3: die 13-Punkte-Karte
lesson-hearts-3-title = Die 13-Punkte-Karte
lesson-hearts-3-pass = Schieb deine drei { $s }: { $a }, { $b } und { $c }. Ohne { $s } kannst du eine schlechte Karte abwerfen, sobald { $s } ausgespielt wird.
lesson-hearts-3-pass-wrong = Mach lieber { $s } frei: in einer Farbe, die du nicht hast, wirst du gefährliche Karten los.
lesson-hearts-3-queen = Lena hat dir { $q } geschoben: 13 Punkte für den, der diese Karte nimmt. Deine kleinen { $s } verstecken sie, bis du sie abwerfen kannst.
lesson-hearts-3-first = Im ersten Stich dürfen keine Punkte fallen, ihn zu gewinnen kostet also nichts. Spiel jetzt { $card }, deine hohe Karte.
lesson-hearts-3-first-wrong = Den ersten Stich zu gewinnen kostet nichts, denn er kann keine Punkte enthalten: werde die hohe Karte { $card } los, solange es gefahrlos ist.
lesson-hearts-3-lead = Du spielst aus. Deine letzte { $s }-Karte, { $card }, ist ein sicheres Ausspiel, und danach hast du auch kein { $s } mehr.
lesson-hearts-3-lead-wrong = Spielst du { $t } aus, hilfst du den anderen, { $q } herauszutreiben. Spiel deine letzte { $s }-Karte aus.
lesson-hearts-3-wait = Lass die anderen spielen, bis du dran bist.
lesson-hearts-3-under = Otto spielt { $s } aus. { $q } würde beide gespielten Karten schlagen und könnte den Stich gewinnen: spiel eine deiner kleinen { $s }.
lesson-hearts-3-under-wrong = { $q } könnte diesen Stich gewinnen: 13 Punkte für dich. { $a } gewänne ihn auch, und dann müsstest du { $s } ausspielen.
lesson-hearts-3-wait2 = Lass die anderen wieder spielen, bis du dran bist.
lesson-hearts-3-drop = Mara spielt { $s } aus, und du hast kein { $s }: wirf { $q } ab! Ottos { $w } liegt vorn, also bekommt er die 13 Punkte.
lesson-hearts-3-drop-wrong = Du hast kein { $s }, also darfst du jede Karte spielen: jetzt kannst du { $q } loswerden.
lesson-hearts-3-learned = Lass die 13-Punkte-Karte nie einen Stich gewinnen: versteck sie hinter kleinen Karten ihrer Farbe und wirf sie ab, wenn du nicht bedienen kannst.

## hearts-4: den Mond schießen
lesson-hearts-4-title = Durchmarsch
lesson-hearts-4-intro = Manchmal lohnen sich Punkte: Holst du alle 26, bekommst du nichts und jeder andere 26. Das heißt: den Mond schießen.
lesson-hearts-4-pass = Dieses Blatt kann es versuchen, mit seinen vielen Herz und hohen Karten. Behalte sie alle und schieb die kleinen { $a }, { $b } und { $c }.
lesson-hearts-4-pass-wrong = Für den Mond brauchst du jedes Herz und jede hohe Karte: schieb stattdessen die kleinen { $a }, { $b } und { $c }.
lesson-hearts-4-received = Lena hat dir { $a }, { $b } und { $c } geschoben: noch drei Herz, genau richtig für den Mond.
lesson-hearts-4-first = Deine einzige { $s }-Karte, { $card }, ist die höchste überhaupt: sie gewinnt den ersten Stich.
lesson-hearts-4-lead = Wer den Mond schießen will, behält das Ausspiel mit sicheren Stichen. Spiel { $card } aus: diese Karte schlägt niemand.
lesson-hearts-4-lead-wrong = Mit einer kleinen Karte gibst du den Stich und das Ausspiel ab. Für den Mond spiel deine sichere Karte aus: { $card }.
lesson-hearts-4-watch = Lass die anderen zugeben: alles, was sie jetzt auf deine Stiche legen, zählt für dich.
lesson-hearts-4-hearts = Lena hat { $q } auf deinen Stich gelegt: 13 Punkte für dich, und Herz ist gebrochen. Spiel Herz jetzt von oben: { $card }.
lesson-hearts-4-hearts-wrong = Ein kleines Herz kann an ein höheres verlieren, und ein einziges Herz bei jemand anderem beendet den Mond. Spiel von oben: { $card }.
lesson-hearts-4-top = Spiel weiter deine höchsten Herz aus, bis die anderen keins mehr haben; dann gewinnen sogar deine kleinen.
lesson-hearts-4-learned = Mit vielen Herz und hohen Karten schieß den Mond: behalte das Ausspiel mit sicheren Stichen und hol jedes Herz und die 13-Punkte-Karte.

## hearts-5: den Mond verhindern
lesson-hearts-5-title = Den Mond verhindern
lesson-hearts-5-pass = Schieb { $q } und deine zwei höchsten Herz, { $h } und { $k }, an Mara, wie du es gelernt hast.
lesson-hearts-5-pass-wrong = Schieb { $q } mit zu wenig Schutz und die hohen Karten { $h } und { $k }, wie in der ersten Lektion.
lesson-hearts-5-lead = Du hast { $c }: eröffne damit den ersten Stich.
lesson-hearts-5-watch = Schau dir jetzt die nächsten Züge genau an.
lesson-hearts-5-duck = Mara spielt { $q } aus, die Karte, die du ihr geschoben hast, und liegt vorn. Spiel { $card }: mit { $k } oder { $a } nähmst du die 13 Punkte.
lesson-hearts-5-duck-wrong = Mit { $k } oder { $a } gewinnst du diesen Stich, samt { $q }. Bleib mit { $card } darunter.
lesson-hearts-5-own = Mara hat { $q } behalten: 13 Punkte, und sonst hat noch niemand einen Punkt. Schau, was sie als Nächstes ausspielt.
lesson-hearts-5-signal = Jetzt spielt sie { $h } aus. Erst die 13 Punkte behalten, dann Herz ausspielen: Mara will wohl den Mond schießen. Holt sie jedes Herz, bekommst du 26.
lesson-hearts-5-stop = Halte sie auf: nimm selbst ein Herz. { $card } ist das höchste Herz und gewinnt diesen Stich sicher.
lesson-hearts-5-stop-wrong = So bleiben alle Herz bisher bei Mara. Ein Stich mit einem Herz darin stoppt den Mond: spiel { $card }.
lesson-hearts-5-stopped = Das kostet dich 4 Punkte, aber Mara kann den Mond nicht mehr schießen. Viel besser als 26!
lesson-hearts-5-learned = Nimmt ein Spieler alle Punkte, nimm selbst ein Herz: ein paar Punkte sind viel besser als 26.

## hearts-6: ein echtes Spiel
lesson-hearts-6-title = Ein echtes Spiel
lesson-hearts-6-intro = Ein ganzes Spiel allein: schieb klug, halte dich von der 13-Punkte-Karte fern und achte darauf, ob jemand den Mond schießen will.
lesson-hearts-6-free = Spiel die Hand auf deine Art; frag nach einem Tipp, wann immer du willst. Am Ende öffnet sich der Rückblick.
lesson-hearts-6-learned = Du hast ein ganzes Spiel Hearts gespielt, vom Schieben bis zum letzten Stich.
