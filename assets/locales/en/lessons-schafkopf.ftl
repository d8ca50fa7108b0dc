## Wendish Schafkopf for four: the coach's lines.

lesson-schafkopf-1-title = The trumps
lesson-schafkopf-1-trumps = In this game every queen, every jack and every card of { $s } is a trump: 14 in all. You hold four: { $q }, { $j1 }, { $j2 } and { $d }.
lesson-schafkopf-1-order = From the top: the queens of { $c }, { $sp }, { $h } and { $d }, then the jacks in the same order, then ace, ten, king, 9, 8, 7 of { $d }.
lesson-schafkopf-1-mine = So your { $q } is your best trump, then come the { $j1 } and the { $j2 }; the { $d } is your lowest.
lesson-schafkopf-1-pass = Each hand begins with a round of calls. Pass for now: the other calls come in a later lesson.
lesson-schafkopf-1-pass-wrong = Not with this hand: pass and play the normal game. The other calls come in a later lesson.
lesson-schafkopf-1-watch = Mara leads the first trick. Watch the first three cards.
lesson-schafkopf-1-led = Mara led the { $k }: a card of { $s }, so a trump. When a trump is led, you must play a trump if you have one.
lesson-schafkopf-1-beat = Otto's { $jc } is winning: it is the highest jack. Which of your trumps beats it? Play that one.
lesson-schafkopf-1-beat-wrong = That trump loses: the { $jc } is above every other jack and every card of { $s }. Only a queen beats it: your { $card }.
lesson-schafkopf-1-won = Your { $q } takes the trick: every queen is above every jack.
lesson-schafkopf-1-learned = Queens, then jacks, then diamonds are trumps, in a fixed order; when a trump is led, you must play a trump.

lesson-schafkopf-2-title = Following suit
lesson-schafkopf-2-plain = The other suits, { $c }, { $sp } and { $h }, are plain: ace, ten, king, 9, 8, 7 in each. Yes, the ten beats the king!
lesson-schafkopf-2-not = Their queens and jacks do not belong to them: those are trumps. Your { $j } is not a card of { $c }.
lesson-schafkopf-2-pass = Each hand begins with a round of calls. Pass for now: the other calls come in a later lesson.
lesson-schafkopf-2-pass-wrong = Not with this hand: pass and play the normal game. The other calls come in a later lesson.
lesson-schafkopf-2-watch = Otto leads the first trick. Watch.
lesson-schafkopf-2-follow = Otto led { $c }: you must follow if you can. Your only card of { $c } is the { $card }, because the { $j } is a trump.
lesson-schafkopf-2-watch2 = Let the others play on until it is your turn again.
lesson-schafkopf-2-trumped = Mara led the { $a }. Otto had no { $c } and trumped it with the { $d }; Lena added the { $t }.
lesson-schafkopf-2-free = You have no { $c } left, so you may play any card. The { $d } is winning an ace and a ten: take them with a higher trump.
lesson-schafkopf-2-free-wrong = Your { $card } is the card here: it is above the { $d }, so it takes the ace and the ten, and it is your cheapest trump that does.
lesson-schafkopf-2-won = Your { $j } takes the trick, with the ace and the ten in it.
lesson-schafkopf-2-learned = Follow the suit led if you can; its queen and jack are trumps, not cards of that suit. With none of the suit you may play anything, a trump too.

lesson-schafkopf-3-title = The secret partners
lesson-schafkopf-3-old = The two players who hold the black queens play together against the other two. You hold one of them: the { $q }.
lesson-schafkopf-3-secret = Who has the other one? Nobody says. You find out when it is played, so watch the cards.
lesson-schafkopf-3-pass = Each hand begins with a round of calls. Pass: with one black queen you play the normal game.
lesson-schafkopf-3-pass-wrong = Not with this hand: pass and play the normal game, with a partner you will find by the cards.
lesson-schafkopf-3-watch = Mara leads the first trick. Watch.
lesson-schafkopf-3-found = Mara led the { $qs }, the other black queen: Mara is your partner! Otto and Lena play together against you two.
lesson-schafkopf-3-give = Only your { $qc } could beat her { $qs }, so the trick is your side's. Don't take it: give your partner a ten, one of the cards worth most (the next lesson counts them).
lesson-schafkopf-3-give-wrong = Mara wins this trick for your side anyway: keep your { $qc } and give her your { $card }. A ten counts 10 points for you both.
lesson-schafkopf-3-done = Mara takes the trick, and your ten with it. The points in your partner's tricks count for you too.
lesson-schafkopf-3-other = Holding no black queen, it works the other way round: the two who play them are against you, and the fourth player is your partner.
lesson-schafkopf-3-learned = The holders of the two black queens play together; when one is played, you know which side its player is on.

lesson-schafkopf-4-title = Points and 61
lesson-schafkopf-4-values = What counts is the cards in your tricks: ace 11, ten 10, king 4, queen 3, jack 2 points. The 9, 8 and 7 count nothing.
lesson-schafkopf-4-61 = That makes 120 points. The black queens' side needs 61 to win; the other side wins with 60. Here you hold no black queen.
lesson-schafkopf-4-pass = Each hand begins with a round of calls. Pass: this is a normal game.
lesson-schafkopf-4-pass-wrong = Not with this hand: pass and play the normal game.
lesson-schafkopf-4-watch = Mara leads the first trick. Watch.
lesson-schafkopf-4-least = Mara led the { $qs }: she is against you, and only the other black queen is higher. Her trick is safe: give her the card that counts least.
lesson-schafkopf-4-least-wrong = That gives Mara points for nothing: her { $qs } wins anyway. Your { $card } counts 0.
lesson-schafkopf-4-watch2 = Mara leads again. Watch.
lesson-schafkopf-4-take = The ace and ten of { $s } lie in the trick: 21 points. You have no { $s }, so trump it. Which trump brings your side the most?
lesson-schafkopf-4-take-wrong = Take it with your { $card }: it wins, and its own 10 points count for you too. The { $q } counts only 3 and is a higher trump to keep.
lesson-schafkopf-4-count = 31 points in one trick: ace 11, ten 10 and your own ten 10. Keep counting: with 60, you and your partner win.
lesson-schafkopf-4-learned = Aces 11, tens 10, kings 4, queens 3, jacks 2: the black queens' side needs 61 of the 120 points, the other side 60.

lesson-schafkopf-5-title = Calls: wedding and solo
lesson-schafkopf-5-calls = Every hand begins with calls. With an ordinary hand you pass, as before: then the two black queens play together.
lesson-schafkopf-5-both = But here you hold both black queens, { $qc } and { $qs }. Nobody can share them with you, so you may not simply pass.
lesson-schafkopf-5-choices = You may play a solo, alone against three with a trump suit you name; a silent solo, alone without a word; or a wedding, to find a partner.
lesson-schafkopf-5-wedding = For a solo this hand has too few trumps. Call a wedding with the ace of { $s }: whoever holds it becomes your partner.
lesson-schafkopf-5-wedding-wrong = Alone, this hand is too weak. Call the ace of { $s }: you hold the { $t }, so you can lead { $s } and your partner shows at once.
lesson-schafkopf-5-announced = To the others your call sounds like a pass. If they all pass, your wedding stands and everyone hears which ace you called.
lesson-schafkopf-5-lead = All passed: your wedding stands. Only the holder of the ace of { $s } knows they are your partner. Lead your { $card } to find out.
lesson-schafkopf-5-lead-wrong = Lead the { $card }: whoever holds the ace of { $s } can take it, and you know your partner at once.
lesson-schafkopf-5-watch = Watch the others' cards.
lesson-schafkopf-5-found = Lena played the { $a }: Lena is your partner. Mara and Otto play against you two, and this trick's 25 points are yours.
lesson-schafkopf-5-learned = With an ordinary hand, pass. With both black queens, call a wedding to find a partner, or play alone when the hand is strong enough.

lesson-schafkopf-6-title = A real hand
lesson-schafkopf-6-intro = A whole hand now, from the first call to the last trick. Count the points as they fall, and watch for the black queens.
lesson-schafkopf-6-play = Play the hand your way; ask for a hint whenever you like. The review opens at the end.
lesson-schafkopf-6-learned = You played a whole hand of Wendish Schafkopf, calls, partners, points and all.
