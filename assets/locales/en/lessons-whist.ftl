## Classic Whist: the coach's lines (docs/lessons.md)

## whist-1: partners, following suit and trumps
lesson-whist-1-title = Partners and trumps
lesson-whist-1-partner = Otto, across the table, is your partner. Every trick either of you wins counts for your side against Mara and Lena.
lesson-whist-1-trump = Otto dealt, and his last card lies face up: the { $t }. Its suit, { $s }, is trump for the whole hand.
lesson-whist-1-lead = Lena, on the dealer's left, leads the first trick. Watch her card.
lesson-whist-1-follow = Lena led the { $a }. You hold { $s }, so you must follow suit. None of yours beats it: play your lowest, the { $card }.
lesson-whist-1-follow-wrong = That follows suit, but it can't beat the { $a } either. Keep your higher { $s } for later and play the { $card }.
lesson-whist-1-watch = Mara and Otto must follow suit too, if they can. The highest card of the suit led takes the trick.
lesson-whist-1-again = Lena won the trick, so she leads the next one.
lesson-whist-1-ruff = Lena led { $c }, and you have none: you may play any card. A trump beats them all, so trump with your lowest, the { $card }.
lesson-whist-1-ruff-wrong = A card of another suit can never win this trick, and a higher trump wins it no better. Trump with the { $card }.
lesson-whist-1-won = Now Mara and Otto play. Unless someone trumps higher, your trump takes the trick for you and Otto.
lesson-whist-1-learned = Follow suit when you can; with none, you may trump, and the highest trump wins the trick.

## whist-2: second hand low
lesson-whist-2-title = Second hand low
lesson-whist-2-lead = Otto dealt, so Lena leads. You play second, then Mara, and Otto plays last.
lesson-whist-2-low = Lena led a low card in { $s }. Second hand low: Mara and Otto still play after you, so play low, like the { $card }, and keep your { $q }.
lesson-whist-2-low-wrong = Two higher cards in { $s } are still out, so your { $q } could just be beaten. Play low: Otto plays last and can still win the trick.
lesson-whist-2-watch = Now Mara must decide, with Otto still to play after her.
lesson-whist-2-result = Mara spent her { $k }, and Otto took it with the { $a }. With both gone, your { $q } is now the highest card left in { $s }.
lesson-whist-2-why = Had you played the { $q } second, it would have fallen under one of them for nothing. Now it can win a trick of its own.
lesson-whist-2-learned = Second hand low: let the players after you spend their high cards, and keep yours for later.

## whist-3: third hand high, and never beat your partner's winner
lesson-whist-3-title = Third hand high
lesson-whist-3-lead = Mara dealt, so Otto leads. You play third, after Lena, and Mara plays last.
lesson-whist-3-high = Otto led the { $o } and Lena played low. Third hand high: play your { $card }, so Mara can't win the trick cheaply.
lesson-whist-3-high-wrong = A low card lets Mara win cheaply, with any higher card of the suit. Your { $card } either wins or makes her pay with a higher one.
lesson-whist-3-watch = Mara plays last: she must beat your { $k } or let your side have the trick.
lesson-whist-3-cost = It cost Mara her { $a }. Had you played low, any card of the suit above the { $o } would have won it for her.
lesson-whist-3-duck = Mara's { $a } wins this trick whatever you play. Follow with your lowest, the { $card }.
lesson-whist-3-duck-wrong = Nothing of yours beats the { $a }. Keep your higher cards for later and play the { $card }.
lesson-whist-3-next = Mara leads again. Before you play, look at who is winning the trick.
lesson-whist-3-partner = Otto's { $j } is winning, and you play last. Don't beat your partner: play a low card, like the { $card }.
lesson-whist-3-partner-wrong = The trick is already your side's. Beating Otto's { $j } wastes a high card that could win a trick of its own.
lesson-whist-3-end = Otto takes the trick, and your { $k } and { $a } are still in your hand to win later tricks.
lesson-whist-3-learned = Third hand high, so the last player must pay to win; but when your partner is already winning, play low.

## whist-4: odd tricks and honours
lesson-whist-4-title = How a hand scores
lesson-whist-4-book = Whist scores only tricks beyond six. Your side's first six tricks are the book; each one after that is an odd trick, worth a point.
lesson-whist-4-target = The first side to reach 5 points wins the game. Only the side with seven or more tricks scores; the other gets nothing for its tricks.
lesson-whist-4-honours = This deal counts honours, an option of the setup: the four highest trumps. Lena's turn-up, the { $j }, is one of them.
lesson-whist-4-yours = You hold the other three: { $a }, { $k } and { $q }. A side dealt three honours scores 2, all four score 4, whoever takes the tricks.
lesson-whist-4-draw = Honours take tricks too. Lead your { $card }: drawing trumps early stops the opponents from trumping your winners later.
lesson-whist-4-draw-wrong = Lead your trumps first, starting with the { $card }: while the opponents hold trumps, they can trump your other winners.
lesson-whist-4-draw2 = One sure trick. With your { $a } gone, your { $card } is the highest trump left: lead it too.
lesson-whist-4-draw2-wrong = The { $card } can't lose now, and it draws more of their trumps. Lead it.
lesson-whist-4-count = Your { $k } takes your second trick. Seven tricks score 1 point, eight score 2, and so on.
lesson-whist-4-play-on = Your honours add 2, unless the tricks alone reach 5. Play on: at the end, the panel shows tricks, odd tricks and honours.
lesson-whist-4-learned = Each trick past six is a point; with honours on, three of the top four trumps add 2, all four add 4.

## whist-5: a real hand
lesson-whist-5-title = A real hand
lesson-whist-5-intro = A whole hand now, with Otto as your partner: follow suit, trump when you can't, second hand low, third hand high.
lesson-whist-5-play = Play the hand your way; ask for a hint whenever you like. The review opens at the end.
lesson-whist-5-learned = You played a whole hand of Whist with your partner.
