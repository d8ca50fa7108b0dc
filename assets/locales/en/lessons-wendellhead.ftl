# Wendellhead lessons: the coach's lines (assets/lessons/wendellhead.json).

## 1. Following suit and trumps
lesson-wendellhead-1-title = Follow suit, or trump
lesson-wendellhead-1-trump = The card turned up beside the stock is the prize, { $p }. Its suit, { $t }, is trump for this whole deal.
lesson-wendellhead-1-watch = Otto leads the first Pin. Watch the cards come round to you.
lesson-wendellhead-1-follow = Otto led { $s } and you hold some, so you must follow suit. Both of yours lose to the { $j }: play the lower, { $card }.
lesson-wendellhead-1-follow-wrong = Your { $n } can't beat the { $j } either. When you can't win, follow suit with your lowest card.
lesson-wendellhead-1-next = Mara plays last. Whoever wins the Pin leads the next one; watch.
lesson-wendellhead-1-ruff = Mara led { $s } and you have none: now you may play any card. A trump beats every other suit, so play one, like { $card }.
lesson-wendellhead-1-ruff-wrong = That card can't win: with no { $s } in your hand, only a trump takes this Pin, and the { $a } prize with it.
lesson-wendellhead-1-won = Your small trump beat all the { $s } and won the Pin, and the { $a } prize with it.
lesson-wendellhead-1-learned = Follow suit when you can; when you can't, a trump beats any card of another suit.

## 2. Who wins a Pin, the prize, the draw
lesson-wendellhead-2-title = Winning a Pin
lesson-wendellhead-2-prize = The prize is { $p }: whoever wins this Pin takes it into their hand. It's the highest trump, well worth winning.
lesson-wendellhead-2-lead = You lead. The highest card of the suit led wins, unless someone trumps. Lead your { $card }: nothing in { $s } is higher.
lesson-wendellhead-2-lead-wrong = That could lose the Pin and the prize. Your { $a } is the highest card in { $s }: only a trump can beat it.
lesson-wendellhead-2-others = Now the others play in turn, clockwise from Mara. Each must follow suit if they can.
lesson-wendellhead-2-take = Everyone followed with { $s } and nobody trumped, so your { $a } won the Pin. The prize { $p } is now in your hand, and everyone knows it.
lesson-wendellhead-2-draw = Then Mara, Otto and Lena each drew a card from the stock, so every hand has seven again, and the next prize, { $n }, was turned.
lesson-wendellhead-2-again = You won, so you lead again. Lead your low { $card }: it costs little, and you keep the { $a } for a later prize.
lesson-wendellhead-2-again-wrong = Keep your trumps and high cards for later: the low { $card } costs you little, and you'll see who wins this Pin.
lesson-wendellhead-2-watch = Watch who wins this Pin, and the { $n } with it.
lesson-wendellhead-2-trumped = Mara and Otto had no { $s } and trumped: Otto's { $o } beat Mara's { $m }, as the highest trump wins. Lena's { $q } followed suit but can't beat a trump.
lesson-wendellhead-2-learned = The highest trump wins a Pin, or else the highest card of the suit led; the winner takes the prize, and everyone else draws.

## 3. A prize worth a fight, and one to let go
lesson-wendellhead-3-title = Worth a fight?
lesson-wendellhead-3-prizes = Prizes differ: a trump or a high card helps you win later Pins, a low card hardly does. This one, { $p }, is a trump. Lena leads.
lesson-wendellhead-3-forced = You must follow suit, and { $card } is your only card in { $d }: this prize is out of your reach.
lesson-wendellhead-3-watch = Watch the Pin end and the next one come round to you.
lesson-wendellhead-3-duck = You have no { $s }, so you could trump. But the prize is only { $p }, not worth a trump: let it go with your lowest card, { $card }.
lesson-wendellhead-3-duck-wrong = A trump for a { $p } is a poor trade, and your higher cards may win a Pin later. Let this one go cheaply with { $card }.
lesson-wendellhead-3-next = Mara plays last to this Pin. Then the next prize is turned; watch.
lesson-wendellhead-3-fight = The new prize, { $q }, is worth a fight. Play high: only an ace can beat your { $card }.
lesson-wendellhead-3-fight-wrong = A low card can easily lose the { $q }, and it's worth winning. Play high, like { $card }.
lesson-wendellhead-3-others = Mara and Otto still have to play.
lesson-wendellhead-3-top = You won the { $q }. Now the prize is { $k }, a high trump: lead your { $card }, which nothing can beat.
lesson-wendellhead-3-top-wrong = Any other lead could lose the { $k }. Your { $card } is the highest trump: a sure Pin for a prize this good.
lesson-wendellhead-3-learned = Fight for trumps and high cards; let a poor prize go, and lose it with a cheap card.

## 4. Pins count towards a Flint
lesson-wendellhead-4-title = Pins make a Flint
lesson-wendellhead-4-count = Every Pin you win counts one on the scores, with a prize or without. At a table of four, 30 Pins win a Flint.
lesson-wendellhead-4-watch = Mara leads the first Pin, and you play last. Watch.
lesson-wendellhead-4-take = The prize, { $p }, is small, but the Pin counts one all the same. You play last, and { $card } is enough to win it.
lesson-wendellhead-4-take-wrong = Take the Pin, and take it cheaply: { $card } already beats every card here, and your { $q } stays for later.
lesson-wendellhead-4-first = Your first Pin is on the scores. Pins are what count, not the cards in them: 29 more win the Flint.
lesson-wendellhead-4-lead = You lead. Your { $card } is the highest card in { $s }: unless someone trumps, it's another Pin, and the { $j } prize comes with it.
lesson-wendellhead-4-lead-wrong = Your surest Pin is the { $card }: nothing in { $s } beats it, and the { $j } prize is worth having.
lesson-wendellhead-4-others = Watch the others play to your lead.
lesson-wendellhead-4-flint = Two Pins now. A Flint is won the moment someone reaches 30, even mid-deal; then everyone's Pins go back to 0.
lesson-wendellhead-4-carry = A deal has only 13 Pins, so a Flint takes several: when the cards run out, the Pins carry over. The first to three Flints wins the match.
lesson-wendellhead-4-learned = Every Pin counts one towards the Flint, prize or not: 30 Pins win a Flint, and three Flints the match.

## 5. A real hand
lesson-wendellhead-5-title = A real hand
lesson-wendellhead-5-intro = Now a whole deal, and you lead first. Follow suit, trump when it pays, and fight only for prizes worth it.
lesson-wendellhead-5-free = Play the hand your way; ask for a hint whenever you like. The review opens at the end.
lesson-wendellhead-5-learned = You played a whole deal of Wendellhead: Pins, prizes and trumps.
