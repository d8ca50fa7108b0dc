## Wendischer Schafkopf zu viert: die Sätze des Trainers.

lesson-schafkopf-1-title = Die Trümpfe
lesson-schafkopf-1-trumps = Hier ist jede Dame, jeder Bube und jede Karte in { $s } Trumpf: 14 Trümpfe. Du hast vier: { $q }, { $j1 }, { $j2 } und { $d }.
lesson-schafkopf-1-order = Von oben: die Damen in { $c }, { $sp }, { $h } und { $d }, dann die Buben in derselben Folge, dann in { $d } Ass, Zehn, König, 9, 8, 7.
lesson-schafkopf-1-mine = Dein höchster Trumpf ist also { $q }, dann kommen { $j1 } und { $j2 }; { $d } ist dein niedrigster.
lesson-schafkopf-1-pass = Jedes Spiel beginnt mit einer Runde Ansagen. Passe vorerst: Die anderen Ansagen lernst du in einer späteren Lektion.
lesson-schafkopf-1-pass-wrong = Nicht mit diesem Blatt: Passe und spiel das Normalspiel. Die anderen Ansagen kommen in einer späteren Lektion.
lesson-schafkopf-1-watch = Mara spielt zum ersten Stich aus. Schau dir die ersten drei Karten an.
lesson-schafkopf-1-led = Mara hat { $k } ausgespielt: eine Karte in { $s }, also Trumpf. Wird Trumpf ausgespielt, musst du Trumpf zugeben, wenn du einen hast.
lesson-schafkopf-1-beat = Ottos { $jc } liegt vorn: der höchste Bube. Welcher deiner Trümpfe sticht ihn? Spiel genau diesen.
lesson-schafkopf-1-beat-wrong = Dieser Trumpf verliert: { $jc } steht über allen anderen Buben und allen Karten in { $s }. Nur eine Dame sticht ihn: { $card }.
lesson-schafkopf-1-won = Mit { $q } gewinnst du den Stich: Jede Dame steht über jedem Buben.
lesson-schafkopf-1-learned = Damen, dann Buben, dann Karo sind Trumpf, in fester Reihenfolge; wird Trumpf ausgespielt, musst du Trumpf zugeben.

lesson-schafkopf-2-title = Farbe bekennen
lesson-schafkopf-2-plain = Die anderen Farben, { $c }, { $sp } und { $h }, sind Fehlfarben: jeweils Ass, Zehn, König, 9, 8, 7. Ja, die Zehn sticht den König!
lesson-schafkopf-2-not = Ihre Damen und Buben gehören nicht dazu: Sie sind Trumpf. Dein { $j } ist keine Karte in { $c }.
lesson-schafkopf-2-pass = Jedes Spiel beginnt mit einer Runde Ansagen. Passe vorerst: Die anderen Ansagen lernst du in einer späteren Lektion.
lesson-schafkopf-2-pass-wrong = Nicht mit diesem Blatt: Passe und spiel das Normalspiel. Die anderen Ansagen kommen in einer späteren Lektion.
lesson-schafkopf-2-watch = Otto spielt zum ersten Stich aus. Schau zu.
lesson-schafkopf-2-follow = Otto spielt { $c } aus: Du musst Farbe bekennen. Deine einzige Karte in { $c } ist { $card }, denn { $j } ist Trumpf.
lesson-schafkopf-2-watch2 = Die anderen spielen weiter, bis du wieder dran bist. Schau zu.
lesson-schafkopf-2-trumped = Mara spielt { $a } aus. Otto hat kein { $c } und sticht mit { $d }; Lena gibt { $t } dazu.
lesson-schafkopf-2-free = Du hast kein { $c } mehr, also darfst du jede Karte spielen. { $d } liegt vorn, mit Ass und Zehn im Stich: Übertrumpfe diese Karte.
lesson-schafkopf-2-free-wrong = Hier passt { $card }: Die Karte liegt über { $d }, holt Ass und Zehn und ist dein billigster Trumpf, der das schafft.
lesson-schafkopf-2-won = Dein { $j } gewinnt den Stich, mit Ass und Zehn darin.
lesson-schafkopf-2-learned = Bediene die ausgespielte Farbe, wenn du kannst; ihre Dame und ihr Bube sind Trumpf, keine Karten dieser Farbe. Ohne die Farbe darfst du alles spielen, auch Trumpf.

lesson-schafkopf-3-title = Die geheimen Partner
lesson-schafkopf-3-old = Wer die beiden schwarzen Damen hat, spielt zusammen gegen die anderen zwei. Eine davon hast du: { $q }.
lesson-schafkopf-3-secret = Wer hat die andere? Das sagt niemand. Du merkst es, wenn sie gespielt wird: Achte auf die Karten.
lesson-schafkopf-3-pass = Jedes Spiel beginnt mit einer Runde Ansagen. Passe: Mit einer schwarzen Dame spielst du das Normalspiel.
lesson-schafkopf-3-pass-wrong = Nicht mit diesem Blatt: Passe und spiel das Normalspiel, mit einem Partner, den du an den Karten erkennst.
lesson-schafkopf-3-watch = Mara spielt zum ersten Stich aus. Schau zu.
lesson-schafkopf-3-found = Mara spielt { $qs } aus, die andere schwarze Dame: Mara ist deine Partnerin! Otto und Lena spielen zusammen gegen euch.
lesson-schafkopf-3-give = Nur { $qc } aus deiner Hand wäre höher als { $qs }: Der Stich gehört euch. Nimm ihn ihr nicht weg, gib ihr eine Zehn, eine der Karten mit den meisten Augen (die nächste Lektion zählt sie).
lesson-schafkopf-3-give-wrong = Mara gewinnt den Stich sowieso für euch: Behalte { $qc } und gib ihr { $card }. Eine Zehn bringt euch beiden 10 Augen.
lesson-schafkopf-3-done = Mara bekommt den Stich und deine Zehn dazu. Die Augen in den Stichen deiner Partnerin zählen auch für dich.
lesson-schafkopf-3-other = Ohne schwarze Dame ist es umgekehrt: Die beiden, die sie spielen, sind gegen dich, und der vierte Spieler ist dein Partner.
lesson-schafkopf-3-learned = Wer die schwarzen Damen hat, spielt zusammen; sobald eine fällt, weißt du, auf welcher Seite ihr Spieler steht.

lesson-schafkopf-4-title = Augen und 61
lesson-schafkopf-4-values = Es zählen die Karten in deinen Stichen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2 Augen. 9, 8 und 7 zählen nichts.
lesson-schafkopf-4-61 = Das sind 120 Augen. Die Seite der schwarzen Damen braucht 61 zum Sieg, die andere Seite gewinnt mit 60. Hier hast du keine schwarze Dame.
lesson-schafkopf-4-pass = Jedes Spiel beginnt mit einer Runde Ansagen. Passe: Das hier ist ein Normalspiel.
lesson-schafkopf-4-pass-wrong = Nicht mit diesem Blatt: Passe und spiel das Normalspiel.
lesson-schafkopf-4-watch = Mara spielt zum ersten Stich aus. Schau zu.
lesson-schafkopf-4-least = Mara spielt { $qs } aus: Sie ist gegen dich, und nur die andere schwarze Dame wäre höher. Der Stich ist ihr sicher: Gib ihr möglichst wenig Augen.
lesson-schafkopf-4-least-wrong = Damit schenkst du Mara Augen: { $qs } gewinnt sowieso. { $card } zählt 0.
lesson-schafkopf-4-watch2 = Mara spielt wieder aus. Schau zu.
lesson-schafkopf-4-take = Ass und Zehn in { $s } liegen im Stich: 21 Augen. Du hast kein { $s }, also stich mit Trumpf. Welcher Trumpf bringt euch am meisten?
lesson-schafkopf-4-take-wrong = Stich mit { $card }: Du gewinnst, und ihre eigenen 10 Augen zählen auch für euch. { $q } zählt nur 3 und ist ein höherer Trumpf für später.
lesson-schafkopf-4-count = 31 Augen in einem Stich: Ass 11, Zehn 10 und deine eigene Zehn 10. Zähl weiter mit: Mit 60 Augen gewinnen du und dein Partner.
lesson-schafkopf-4-learned = Ass 11, Zehn 10, König 4, Dame 3, Bube 2: Die Seite der schwarzen Damen braucht 61 von 120 Augen, die andere Seite 60.

lesson-schafkopf-5-title = Ansagen: Hochzeit und Solo
lesson-schafkopf-5-calls = Jedes Spiel beginnt mit Ansagen. Mit einem gewöhnlichen Blatt passt du wie bisher: Dann spielen die beiden schwarzen Damen zusammen.
lesson-schafkopf-5-both = Hier hast du aber beide schwarzen Damen, { $qc } und { $qs }. Niemand teilt sie mit dir, also darfst du nicht einfach passen.
lesson-schafkopf-5-choices = Du kannst ein Solo spielen, allein gegen drei mit selbst gewählter Trumpffarbe; ein stilles Solo, allein ohne ein Wort; oder Hochzeit, für einen Partner.
lesson-schafkopf-5-wedding = Für ein Solo hat dieses Blatt zu wenig Trümpfe. Sag Hochzeit an und ruf das Ass in { $s }: Wer es hat, wird dein Partner.
lesson-schafkopf-5-wedding-wrong = Allein ist dieses Blatt zu schwach. Ruf das Ass in { $s }: Du hast { $t }, kannst also { $s } ausspielen, und dein Partner zeigt sich sofort.
lesson-schafkopf-5-announced = Für die anderen klingt deine Ansage wie ein Pass. Passen alle, steht deine Hochzeit, und alle hören, welches Ass du gerufen hast.
lesson-schafkopf-5-lead = Alle haben gepasst: Deine Hochzeit steht. Nur wer das Ass in { $s } hat, weiß, dass er dein Partner ist. Spiel { $card } aus und finde es heraus.
lesson-schafkopf-5-lead-wrong = Spiel { $card } aus: Wer das Ass in { $s } hat, kann den Stich nehmen, und du kennst sofort deinen Partner.
lesson-schafkopf-5-watch = Schau dir die Karten der anderen an.
lesson-schafkopf-5-found = Lena hat { $a } gespielt: Lena ist deine Partnerin. Mara und Otto spielen gegen euch, und die 25 Augen dieses Stichs gehören euch.
lesson-schafkopf-5-learned = Mit einem gewöhnlichen Blatt passt du. Mit beiden schwarzen Damen sagst du Hochzeit an, oder du spielst allein, wenn das Blatt stark genug ist.

lesson-schafkopf-6-title = Ein echtes Spiel
lesson-schafkopf-6-intro = Jetzt ein ganzes Spiel, von der ersten Ansage bis zum letzten Stich. Zähl die Augen mit und achte auf die schwarzen Damen.
lesson-schafkopf-6-play = Spiel die Hand auf deine Art; frag nach einem Tipp, wann immer du willst. Am Ende öffnet sich der Rückblick.
lesson-schafkopf-6-learned = Du hast ein ganzes Spiel Wendischen Schafkopf gespielt, mit Ansagen, Partnern und Augen.
