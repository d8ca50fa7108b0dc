# Dreiwendsch (zu dritt) und das Spiel zu zweit: die Sätze des Trainers.

lesson-dreiwendsch-1-title = Skat nehmen
lesson-dreiwendsch-1-take = Du hast { $q }, also wird dir der Skat zuerst angeboten. Mit { $t } als Trumpf hast du schon acht Trümpfe: nimm ihn.
lesson-dreiwendsch-1-take-wrong = Acht Trümpfe schon vor dem Skat sind ein starkes Blatt. Passt du, bekommen ihn Mara oder Otto: nimm ihn und spiel allein.
lesson-dreiwendsch-1-skat = Der Skat brachte { $a } und { $b }. Jetzt legst du zwei Karten verdeckt ab; ihre Augen zählen für dich.
lesson-dreiwendsch-1-away = Leg deine beiden Zehnen ab, { $c } und { $s }: allein fiele jede einem Ass zum Opfer. Abgelegt gehören dir ihre 20 Augen.
lesson-dreiwendsch-1-away-wrong = Behalte deine Trümpfe und leg die beiden Zehnen ab: jede fiele einem Ass zum Opfer, abgelegt sind ihre 20 Augen sicher.
lesson-dreiwendsch-1-trump = Nenne jetzt { $t } als Trumpf: mit { $j } aus dem Skat hast du neun Trümpfe.
lesson-dreiwendsch-1-trump-wrong = Mit { $t } als Trumpf hast du neun Trümpfe; jede andere Farbe gibt dir viel weniger.
lesson-dreiwendsch-1-alone = Jetzt spielst du allein gegen Mara und Otto, die zusammenhalten. Otto sitzt links vom Geber, also spielt er aus.
lesson-dreiwendsch-1-follow = Otto spielt { $a } aus. Du musst { $s } bedienen, mit { $card }: { $q } zählt als Trumpf, nicht als { $s }.
lesson-dreiwendsch-1-watch = Mara spielt als Letzte. Schau, was sie in den Stich ihres Partners gibt.
lesson-dreiwendsch-1-together = Mara konnte { $s } nicht bedienen und schmierte { $m } in Ottos Stich: 22 Augen für die beiden. Du brauchst allein 61; deine 20 abgelegten zählen mit.
lesson-dreiwendsch-1-learned = Nimm den Skat mit vielen Trümpfen; allein brauchst du 61 gegen zwei, die sich gegenseitig Augen schmieren.

lesson-dreiwendsch-2-title = Zwei Karten ablegen
lesson-dreiwendsch-2-take = Der Skat kommt zuerst zu dir. Drei Damen und ein Bube sind ein guter Anfang: nimm ihn.
lesson-dreiwendsch-2-take-wrong = Mit drei Damen und einem Buben kannst du allein spielen: nimm den Skat.
lesson-dreiwendsch-2-skat = Der Skat brachte { $a } und { $b }. Plane den Trumpf, bevor du ablegst: mit { $t } hättest du sieben Trümpfe.
lesson-dreiwendsch-2-away = Leg { $c } und { $k } ab: beide stehen blank und fielen einem Ass zum Opfer. Abgelegt gehören dir 14 Augen, und zwei Farben sind frei.
lesson-dreiwendsch-2-away-wrong = Besser die blanken { $c } und { $k }: 14 Augen sicher, und ohne { $cs } und { $ds } kannst du diese Farben stechen.
lesson-dreiwendsch-2-trump = Nenne { $t }: { $ts } und { $ks } werden Trümpfe, und { $a } kann trotzdem allein einen Stich machen.
lesson-dreiwendsch-2-trump-wrong = Nenne { $t }: keine Farbe gibt dir mehr Trümpfe, und nur so sind { $ts } und { $ks } vor dem Ass sicher.
lesson-dreiwendsch-2-lead = Du spielst aus. Spiel { $card } jetzt, solange Mara und Otto noch { $h } bedienen können: später könnten sie stechen.
lesson-dreiwendsch-2-lead-wrong = Spiel zuerst { $card }: ein sicherer Stich ist das nur, solange beide noch { $h } bedienen können.
lesson-dreiwendsch-2-learned = Leg blanke Karten mit Augen ab, um eine Farbe frei zu machen; nenne den Trumpf, der deine Asse stehen lässt.

lesson-dreiwendsch-3-title = Eine Runde Dreiwendsch
lesson-dreiwendsch-3-intro = Ein echtes Spiel Dreiwendsch. Du hast { $q }, also kommt der Skat zuerst zu dir: zähl deine Trümpfe, dann entscheide.
lesson-dreiwendsch-3-free = Spiel die Hand auf deine Art; frag nach einem Tipp, wann immer du willst. Am Ende öffnet sich der Rückblick.
lesson-dreiwendsch-3-learned = Du hast über den Skat entschieden und ein ganzes Spiel Dreiwendsch gespielt.

lesson-dreiwendsch-4-title = Stapel zu zweit
lesson-dreiwendsch-4-piles = Zu zweit hat jeder acht Stapel: eine offene Karte auf einer verdeckten. Ihr seht beide alle offenen Karten.
lesson-dreiwendsch-4-faceup = Du darfst nur deine offenen Karten spielen. Die verdeckten zählen nicht, auch nicht beim Bedienen.
lesson-dreiwendsch-4-lead = Du hast gegeben, also spielt Mara zum ersten Stich aus.
lesson-dreiwendsch-4-follow = Mara hat { $l } ausgespielt. Bediene { $s } mit einer offenen Karte: { $card } gewinnt den Stich schon.
lesson-dreiwendsch-4-follow-wrong = Auch { $t } gewinnt, aber behalte sie: später schlägt sie Maras offenen { $k }.
lesson-dreiwendsch-4-turned = Der Stich ist vorbei, also drehen sich die Karten unter den beiden gespielten um: dein Stapel zeigt jetzt { $u }, Maras { $m }.
lesson-dreiwendsch-4-see = Du spielst aus. Mara muss { $s } mit einer offenen Karte bedienen, und du siehst ihre: { $e } und { $k }. Spiel { $card } aus.
lesson-dreiwendsch-4-see-wrong = Spiel { $card } aus: Mara kann nur mit { $e } oder { $k } bedienen, die offen liegen und beide niedriger sind. Der Stich ist dir sicher.
lesson-dreiwendsch-4-won = Mara muss mit einer davon bedienen: der Stich gehört dir, und zwei weitere verdeckte Karten drehen sich um.
lesson-dreiwendsch-4-learned = Gespielt und bedient wird nur mit offenen Karten; die verdeckte Karte eines Stapels dreht sich um, sobald ihr Stich vorbei ist.

lesson-dreiwendsch-5-title = Eine Runde zu zweit
lesson-dreiwendsch-5-intro = Ein echtes Spiel zu zweit. Mara hat gegeben, also spielst du aus. Schau vor jedem Zug auf beide Reihen offener Karten.
lesson-dreiwendsch-5-free = Spiel die Hand auf deine Art; frag nach einem Tipp, wann immer du willst. Am Ende öffnet sich der Rückblick.
lesson-dreiwendsch-5-learned = Du hast ein ganzes Spiel zu zweit gespielt und dabei die offenen Karten beider Seiten gelesen.
