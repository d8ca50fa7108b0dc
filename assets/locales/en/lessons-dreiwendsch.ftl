# Dreiwendsch (three players) and the game for two: the coach's lines.

lesson-dreiwendsch-1-title = Taking the skat
lesson-dreiwendsch-1-take = You hold the { $q }, so the skat is offered to you first. With { $t } as trump you have eight trumps already: take it.
lesson-dreiwendsch-1-take-wrong = Eight trumps before the skat is a strong hand. Passing hands the skat to Mara or Otto: take it and play alone.
lesson-dreiwendsch-1-skat = The skat brought { $a } and { $b }. Now you lay two cards away, face down; their points count for you.
lesson-dreiwendsch-1-away = Lay away your two tens, { $c } and { $s }: alone, each would fall to an ace. Laid away, their 20 points are yours.
lesson-dreiwendsch-1-away-wrong = Keep your trumps and lay away the two tens: each would fall to an ace, and laid away their 20 points are safe.
lesson-dreiwendsch-1-trump = Now name { $t } as trump: with the { $j } from the skat you hold nine trumps.
lesson-dreiwendsch-1-trump-wrong = With { $t } as trump you hold nine trumps; any other suit gives you far fewer.
lesson-dreiwendsch-1-alone = Now it is you alone against Mara and Otto, who play together. Otto sits left of the dealer, so he leads.
lesson-dreiwendsch-1-follow = Otto leads the { $a }. You must follow { $s } with your { $card }: the { $q } counts as a trump, not as { $s }.
lesson-dreiwendsch-1-watch = Mara plays last. Watch what she gives to her partner's trick.
lesson-dreiwendsch-1-together = Mara could not follow { $s } and threw her { $m } on Otto's trick: 22 points for them. Alone, you need 61; your 20 laid away count.
lesson-dreiwendsch-1-learned = Take the skat with many trumps; alone you need 61 against two who feed each other points.

lesson-dreiwendsch-2-title = Laying two away
lesson-dreiwendsch-2-take = The skat comes to you first. Three queens and a jack make a good start: take it.
lesson-dreiwendsch-2-take-wrong = Three queens and a jack are enough to play alone: take the skat.
lesson-dreiwendsch-2-skat = The skat brought { $a } and { $b }. Plan the trump before you lay away: { $t } would give you seven trumps.
lesson-dreiwendsch-2-away = Lay away { $c } and { $k }: each stands alone and would fall to an ace. Away, their 14 points are yours, and two suits are empty.
lesson-dreiwendsch-2-away-wrong = Better the lone { $c } and { $k }: 14 points safe, and with no { $cs } and no { $ds } left you can trump those suits.
lesson-dreiwendsch-2-trump = Name { $t }: your { $ts } and { $ks } become trumps, and your { $a } can still win a trick of its own.
lesson-dreiwendsch-2-trump-wrong = Name { $t }: no suit gives you more trumps, and only with { $t } are your { $ts } and { $ks } safe from the ace.
lesson-dreiwendsch-2-lead = You lead. Play your { $card } now, while Mara and Otto can still follow { $h }: later they may trump it.
lesson-dreiwendsch-2-lead-wrong = Your { $card } is a sure trick only while they can follow { $h }: play it first.
lesson-dreiwendsch-2-learned = Lay away lone cards that count to empty a suit; name the trump that keeps your aces standing.

lesson-dreiwendsch-3-title = A hand of Dreiwendsch
lesson-dreiwendsch-3-intro = A real hand of Dreiwendsch. You hold the { $q }, so the skat comes to you first: count your trumps, then decide.
lesson-dreiwendsch-3-free = Play the hand your way; ask for a hint whenever you like. The review opens at the end.
lesson-dreiwendsch-3-learned = You decided on the skat and played a whole hand of Dreiwendsch.

lesson-dreiwendsch-4-title = Piles for two
lesson-dreiwendsch-4-piles = For two, you each have eight piles: a face-up card on a face-down one. Both of you see every face-up card.
lesson-dreiwendsch-4-faceup = You may play only your face-up cards. The covered ones do not count, not even for following suit.
lesson-dreiwendsch-4-lead = You dealt, so Mara leads the first trick.
lesson-dreiwendsch-4-follow = Mara led the { $l }. Follow { $s } with a face-up one: your { $card } already wins the trick.
lesson-dreiwendsch-4-follow-wrong = The { $t } wins too, but keep it: later it beats Mara's face-up { $k }.
lesson-dreiwendsch-4-turned = The trick is done, so the cards under the two played ones turn up: your pile now shows the { $u }, Mara's the { $m }.
lesson-dreiwendsch-4-see = Your lead. Mara must follow { $s } with a face-up card, and you can see hers: { $e } and { $k }. Lead your { $card }.
lesson-dreiwendsch-4-see-wrong = Lead the { $card }: Mara can only follow with her face-up { $e } or { $k }, both lower, so the trick is surely yours.
lesson-dreiwendsch-4-won = Mara has to follow with one of them: the trick is yours, and two more covered cards turn up.
lesson-dreiwendsch-4-learned = Play only face-up cards and follow with them; a pile's covered card turns up once its trick is done.

lesson-dreiwendsch-5-title = A hand for two
lesson-dreiwendsch-5-intro = A real hand for two. Mara dealt, so you lead. Look at both rows of face-up cards before every play.
lesson-dreiwendsch-5-free = Play the hand your way; ask for a hint whenever you like. The review opens at the end.
lesson-dreiwendsch-5-learned = You played a whole hand for two, reading the face-up cards on both sides.
