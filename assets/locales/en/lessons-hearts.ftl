## Hearts course: the coach's lines (see docs/lessons.md)

## hearts-1: the pass
lesson-hearts-1-title = The pass
lesson-hearts-1-intro = Before the first trick, everyone passes three cards. This hand you pass to Mara, on your left.
lesson-hearts-1-queen = Your { $q } stands alone, with no small { $s } to hide behind. When { $s } are led you must play it, and it may well win: 13 points.
lesson-hearts-1-kings = High cards win tricks you would rather lose. The { $h } is your only high heart, and beside the { $d } you hold just one small card of its suit.
lesson-hearts-1-pass = Pass the { $q }, the { $h } and the { $d }.
lesson-hearts-1-pass-wrong = Keep your small cards: they help you lose tricks. Pass the lone { $q } and the high { $h } and { $d }.
lesson-hearts-1-exchange = Everyone passes at the same time; then the first trick begins.
lesson-hearts-1-received = From Lena, on your right, came { $a }, { $b } and { $c }. The low ones are harmless; watch out for the { $c }.
lesson-hearts-1-known = And only you and Mara know where the { $q } is now.
lesson-hearts-1-learned = Pass the cards that would win tricks you don't want: high hearts, high cards in short suits, and the 13-point card when it has no guard.

## hearts-2: following suit, the opening lead, breaking hearts
lesson-hearts-2-title = Follow suit, break hearts
lesson-hearts-2-pass = Every hand starts with the pass. Give Mara the { $d }, your only card in { $s }, and your two highest hearts, { $j } and { $e }.
lesson-hearts-2-pass-wrong = Pass the lone { $d }: with no { $s } left you may play anything when they are led. Add your two highest hearts.
lesson-hearts-2-lead = You hold the { $c }, so you open the first trick with it.
lesson-hearts-2-follow = Everyone must follow suit: whoever holds { $s } must play one.
lesson-hearts-2-void = Otto leads { $s }, and you have none: you may play any card. Drop your { $card }: it can't win here, and it breaks hearts.
lesson-hearts-2-void-wrong = You may, but with no { $s } you cannot win this trick: the perfect moment to get rid of your { $card }.
lesson-hearts-2-broken = A heart has been played, so hearts are broken: from now on anyone may lead them.
lesson-hearts-2-under = Lena leads the { $l }. You hold { $s }, so you must follow, and any card below the { $l } loses the trick.
lesson-hearts-2-under-wrong = That beats the { $l } and may win the trick, with any hearts the others drop on it. Play lower.
lesson-hearts-2-finish = Watch the others finish the trick.
lesson-hearts-2-discard = Mara had no { $s } left, so she could drop the { $j }, the card you passed her, on Otto's trick.
lesson-hearts-2-learned = Follow suit when you can, else play anything; hearts may be led only once a heart has been played.

## hearts-3: the 13-point card
lesson-hearts-3-title = The 13-point card
lesson-hearts-3-pass = Pass your three { $s }: { $a }, { $b } and { $c }. With none left, you can drop a bad card whenever { $s } are led.
lesson-hearts-3-pass-wrong = Empty your { $s } instead: a suit you don't hold is where dangerous cards escape.
lesson-hearts-3-queen = Lena passed you the { $q }: 13 points for whoever takes it. Your small { $s } can hide it until you can drop it.
lesson-hearts-3-first = No points may fall on the first trick, so winning it costs nothing. Play your high { $card } now.
lesson-hearts-3-first-wrong = Winning the first trick is free, since it can't hold points: get rid of the high { $card } while it's safe.
lesson-hearts-3-lead = You lead. The { $card } is your last card in { $s }: a safe lead, and then you have none of them either.
lesson-hearts-3-lead-wrong = Leading { $t } helps the others drive out your { $q }. Lead your last card in { $s }.
lesson-hearts-3-wait = Let the others play until it is your turn.
lesson-hearts-3-under = Otto leads { $s }. Your { $q } would beat both cards played and could win the trick: play one of your small { $s }.
lesson-hearts-3-under-wrong = The { $q } could win this trick: 13 points for you. The { $a } would win it too, and then you would have to lead { $s }.
lesson-hearts-3-wait2 = Again, let the others play until it is your turn.
lesson-hearts-3-drop = Mara leads { $s } and you have none: drop the { $q }! Otto's { $w } is winning the trick, so he takes the 13 points.
lesson-hearts-3-drop-wrong = You have no { $s }, so any card goes: this is your chance to be rid of the { $q }.
lesson-hearts-3-learned = Never let the 13-point card win a trick: hide it behind small cards of its suit, and drop it when you can't follow suit.

## hearts-4: shooting the moon
lesson-hearts-4-title = Shooting the moon
lesson-hearts-4-intro = Sometimes points pay: take all 26 and you score nothing, while everyone else scores 26. That is shooting the moon.
lesson-hearts-4-pass = This hand can try, with its long hearts and high cards. Keep them all, and pass your low { $a }, { $b } and { $c }.
lesson-hearts-4-pass-wrong = To shoot the moon you need every heart and every winner: pass the low { $a }, { $b } and { $c } instead.
lesson-hearts-4-received = Lena passed you { $a }, { $b } and { $c }: three more hearts, just what a moon needs.
lesson-hearts-4-first = Your only card in { $s }, the { $card }, is the highest there is: it wins the first trick.
lesson-hearts-4-lead = A shooter keeps the lead with sure winners. Lead the { $card }: nobody can beat it.
lesson-hearts-4-lead-wrong = A low lead gives the trick, and the lead, to someone else. To shoot the moon, lead your sure winner, the { $card }.
lesson-hearts-4-watch = Let the others follow: every card they drop on your tricks now counts for you.
lesson-hearts-4-hearts = Lena dropped the { $q } on your trick: 13 points for you, and hearts are broken. Now lead them from the top: the { $card }.
lesson-hearts-4-hearts-wrong = A low heart could lose to a higher one, and one heart taken by anyone else ends the moon. Lead from the top: the { $card }.
lesson-hearts-4-top = Keep leading your top hearts until the others have none left; then even your small ones win.
lesson-hearts-4-learned = With long hearts and high cards, shoot the moon: keep the lead with sure winners, and take every heart and the 13-point card.

## hearts-5: stopping a moon
lesson-hearts-5-title = Stopping a moon
lesson-hearts-5-pass = Pass the { $q } and your two highest hearts, { $h } and { $k }, to Mara, as you learned.
lesson-hearts-5-pass-wrong = Pass the poorly guarded { $q } and the high { $h } and { $k }, as in the first lesson.
lesson-hearts-5-lead = You hold the { $c }: open the first trick with it.
lesson-hearts-5-watch = Now watch the next plays closely.
lesson-hearts-5-duck = Mara leads the { $q } you passed her, and it is winning. Play the { $card }: your { $k } or { $a } would take the 13 points.
lesson-hearts-5-duck-wrong = Your { $k } or { $a } would win this trick, with the { $q } in it. Stay below with the { $card }.
lesson-hearts-5-own = Mara kept the { $q }: 13 points, and nobody else has a point yet. Watch what she leads next.
lesson-hearts-5-signal = Now she leads the { $h }. Keeping the 13 points, then leading hearts: Mara may be shooting the moon. If she takes every heart, you score 26.
lesson-hearts-5-stop = Stop her: take one heart yourself. Your { $card } is the highest heart, so it wins this trick for sure.
lesson-hearts-5-stop-wrong = That leaves every heart so far to Mara. One trick with a heart in it stops the moon: play the { $card }.
lesson-hearts-5-stopped = That cost you 4 points, but Mara can no longer shoot the moon. Far better than 26!
lesson-hearts-5-learned = When one player takes every point, take a heart yourself: a few points are far better than 26.

## hearts-6: a real hand
lesson-hearts-6-title = A real hand
lesson-hearts-6-intro = A whole hand on your own: pass well, keep clear of the 13-point card, and watch for anyone running for the moon.
lesson-hearts-6-free = Play the hand your way; ask for a hint whenever you like. The review opens at the end.
lesson-hearts-6-learned = You played a whole hand of Hearts, from the pass to the last trick.
