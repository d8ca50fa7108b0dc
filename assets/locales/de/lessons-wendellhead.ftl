# Wendellhead-Lektionen: die Sätze des Trainers (assets/lessons/wendellhead.json).

## 1. Farbe bekennen und Trumpf
lesson-wendellhead-1-title = Farbe bekennen, Trumpf
lesson-wendellhead-1-trump = Die offene Karte neben dem Stock ist der Preis: { $p }. Ihre Farbe, { $t }, ist Trumpf für das ganze Spiel.
lesson-wendellhead-1-watch = Otto spielt zum ersten Pin aus. Schau zu, bis du dran bist.
lesson-wendellhead-1-follow = Otto hat { $s } ausgespielt, und du hast welche: Du musst Farbe bekennen. Beide verlieren gegen { $j }, also spiel die niedrigere: { $card }.
lesson-wendellhead-1-follow-wrong = Auch { $n } schlägt { $j } nicht. Wenn du nicht gewinnen kannst, bekenne mit deiner niedrigsten Karte.
lesson-wendellhead-1-next = Mara spielt als Letzte. Wer den Pin gewinnt, spielt zum nächsten aus; schau zu.
lesson-wendellhead-1-ruff = Mara hat { $s } ausgespielt, und du kannst nicht bedienen: Jetzt darfst du jede Karte spielen. Ein Trumpf sticht jede andere Farbe: Spiel einen, etwa { $card }.
lesson-wendellhead-1-ruff-wrong = Damit gewinnst du nicht: Ohne { $s } auf der Hand nimmt nur ein Trumpf diesen Pin, und mit ihm den Preis { $a }.
lesson-wendellhead-1-won = Dein kleiner Trumpf hat alles in { $s } gestochen und den Pin gewonnen, dazu den Preis { $a }.
lesson-wendellhead-1-learned = Bekenne Farbe, wenn du kannst; wenn nicht, sticht ein Trumpf jede Karte einer anderen Farbe.

## 2. Wer den Pin gewinnt, der Preis, das Ziehen
lesson-wendellhead-2-title = Einen Pin gewinnen
lesson-wendellhead-2-prize = Der Preis ist { $p }: Wer diesen Pin gewinnt, nimmt ihn auf die Hand. Es ist der höchste Trumpf, ein echter Gewinn.
lesson-wendellhead-2-lead = Du spielst aus. Die höchste Karte der ausgespielten Farbe gewinnt, wenn keiner sticht. Spiel { $card } aus: In { $s } ist nichts höher.
lesson-wendellhead-2-lead-wrong = Damit kannst du Pin und Preis verlieren. { $a } ist die höchste Karte in { $s }: Nur ein Trumpf kann sie schlagen.
lesson-wendellhead-2-others = Jetzt spielen die anderen reihum, von Mara an. Jeder muss Farbe bekennen, wenn er kann.
lesson-wendellhead-2-take = Alle haben { $s } bedient, keiner hat gestochen: Dein { $a } gewinnt den Pin. Der Preis { $p } ist jetzt auf deiner Hand, und alle wissen es.
lesson-wendellhead-2-draw = Dann haben Mara, Otto und Lena je eine Karte vom Stock gezogen, alle haben wieder sieben, und der nächste Preis liegt offen: { $n }.
lesson-wendellhead-2-again = Du hast gewonnen, also spielst du wieder aus. Spiel die kleine { $card }: Sie kostet wenig, und { $a } hebst du dir für einen späteren Preis auf.
lesson-wendellhead-2-again-wrong = Heb dir Trümpfe und hohe Karten für später auf: Die kleine { $card } kostet dich wenig, und du siehst, wer diesen Pin gewinnt.
lesson-wendellhead-2-watch = Schau, wer diesen Pin gewinnt und damit { $n }.
lesson-wendellhead-2-trumped = Mara und Otto hatten kein { $s } und stachen: Ottos { $o } schlägt Maras { $m }, der höchste Trumpf gewinnt. Lenas { $q } bedient und verliert gegen Trumpf.
lesson-wendellhead-2-learned = Den Pin gewinnt der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe; der Gewinner nimmt den Preis, alle anderen ziehen.

## 3. Ein Preis, um den es sich zu kämpfen lohnt, und einer zum Ziehenlassen
lesson-wendellhead-3-title = Lohnt sich der Preis?
lesson-wendellhead-3-prizes = Preise sind verschieden: Ein Trumpf oder eine hohe Karte hilft dir, später Pins zu gewinnen, eine kleine kaum. Dieser, { $p }, ist Trumpf. Lena spielt aus.
lesson-wendellhead-3-forced = Du musst Farbe bekennen, und { $card } ist deine einzige Karte in { $d }: An diesen Preis kommst du nicht heran.
lesson-wendellhead-3-watch = Schau zu, wie der Pin endet und der nächste zu dir kommt.
lesson-wendellhead-3-duck = Du hast kein { $s }, also könntest du stechen. Aber der Preis ist nur { $p }, keinen Trumpf wert: Lass ihn ziehen, mit deiner niedrigsten Karte, { $card }.
lesson-wendellhead-3-duck-wrong = Ein Trumpf für { $p } ist ein schlechter Tausch, und deine höheren Karten holen später vielleicht einen Pin. Gib diesen billig ab, mit { $card }.
lesson-wendellhead-3-next = Mara spielt als Letzte zu diesem Pin. Dann wird der nächste Preis aufgedeckt; schau zu.
lesson-wendellhead-3-fight = Der neue Preis, { $q }, ist einen Kampf wert. Spiel hoch: { $card } schlägt nur noch ein Ass.
lesson-wendellhead-3-fight-wrong = Mit einer kleinen Karte verlierst du { $q } leicht, und der Preis lohnt sich. Spiel hoch, etwa { $card }.
lesson-wendellhead-3-others = Mara und Otto spielen noch.
lesson-wendellhead-3-top = Du hast { $q } gewonnen. Jetzt ist { $k } der Preis, ein hoher Trumpf: Spiel { $card } aus, diese Karte schlägt keiner.
lesson-wendellhead-3-top-wrong = Mit jeder anderen Karte kannst du { $k } verlieren. { $card } ist der höchste Trumpf: ein sicherer Pin für einen so guten Preis.
lesson-wendellhead-3-learned = Kämpfe um Trümpfe und hohe Karten; einen schwachen Preis lässt du ziehen und gibst eine billige Karte ab.

## 4. Pins zählen für den Flint
lesson-wendellhead-4-title = Pins für den Flint
lesson-wendellhead-4-count = Jeder Pin, den du gewinnst, zählt eins, mit Preis oder ohne. Zu viert gewinnt man mit 30 Pins einen Flint.
lesson-wendellhead-4-watch = Mara spielt zum ersten Pin aus, und du bist zuletzt dran. Schau zu.
lesson-wendellhead-4-take = Der Preis, { $p }, ist klein, aber der Pin zählt trotzdem eins. Du bist zuletzt dran, und { $card } reicht, um ihn zu gewinnen.
lesson-wendellhead-4-take-wrong = Nimm den Pin, und zwar billig: { $card } schlägt hier schon alles, und { $q } bleibt dir für später.
lesson-wendellhead-4-first = Dein erster Pin steht in der Punkteliste. Es zählen die Pins, nicht die Karten darin: Noch 29, und der Flint gehört dir.
lesson-wendellhead-4-lead = Du spielst aus. { $card } ist die höchste Karte in { $s }: Wenn keiner sticht, ist das der nächste Pin, und der Preis { $j } dazu.
lesson-wendellhead-4-lead-wrong = Dein sicherster Pin ist { $card }: In { $s } gibt es nichts Höheres, und der Preis { $j } lohnt sich.
lesson-wendellhead-4-others = Schau, was die anderen zugeben.
lesson-wendellhead-4-flint = Jetzt hast du zwei Pins. Wer 30 erreicht, gewinnt den Flint sofort, auch mitten im Spiel; dann beginnen alle wieder bei 0.
lesson-wendellhead-4-carry = Ein Spiel hat nur 13 Pins, ein Flint braucht also mehrere: Beim Neugeben bleiben die Pins stehen. Wer zuerst drei Flints hat, gewinnt die Partie.
lesson-wendellhead-4-learned = Jeder Pin zählt eins für den Flint, mit Preis oder ohne: 30 Pins gewinnen einen Flint, drei Flints die Partie.

## 5. Ein echtes Spiel
lesson-wendellhead-5-title = Ein echtes Spiel
lesson-wendellhead-5-intro = Jetzt ein ganzes Spiel, und du spielst zuerst aus. Bekenne Farbe, stich, wenn es sich lohnt, und kämpfe nur um gute Preise.
lesson-wendellhead-5-free = Spiel die Hand auf deine Art; frag nach einem Tipp, wann immer du willst. Am Ende öffnet sich der Rückblick.
lesson-wendellhead-5-learned = Du hast ein ganzes Spiel Wendellhead gespielt: Pins, Preise und Trümpfe.
