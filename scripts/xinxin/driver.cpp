// xinxin-driver: a measurement driver for Nathan Sturtevant's "xinxin" Hearts program
// (https://github.com/nathansttt/hearts), so the game's Rust measurement harness can ask xinxin for decisions.
// Built by scripts/xinxin/build.sh against a separate checkout of xinxin; it is not part of the game.
// This file is our own code, under the repository's licence (MIT OR Apache-2.0). xinxin itself is GPL-3.0: it is
// not copied into this repository, and the driver binary that links it is a local measurement tool, not shipped.
//
// Protocol (one request per line on stdin, one answer line per request on stdout; see README.md):
//   ping -> pong
//   decide [seed=N] RUNS WORLDS C SEAT DIR | H0 | H1 | H2 | H3 | PASSES | PLAYS
//     -> pass C1 C2 C3 MS   (SEAT's pass is "-" in PASSES)
//     -> play CARD MS       (otherwise)
//     -> error REASON
// Every request rebuilds xinxin's game state from scratch, the way OpenSpiel's xinxin_bot.cc sets it up: the full
// deal goes to xinxin's HeartsGameState, and the deciding player chooses through its imperfect-information view.

#include "Hearts.h"
#include "UCT.h"
#include "iiMonteCarlo.h"

#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using hearts::card;

// ---- access to xinxin's random number generators, so a request can seed all of them ----------------------------
// UCT::rand, Algorithm::rand and SimpleHeartsPlayer::rand are protected: a derived class may form pointers to them.
struct UCTRand : hearts::UCT {
	static hearts::mt_random hearts::UCT::*ptr() { return &UCTRand::rand; }
};
struct AlgorithmRand : hearts::Algorithm {
	static hearts::mt_random hearts::Algorithm::*ptr() { return &AlgorithmRand::rand; }
};
struct PlayerRand : hearts::SimpleHeartsPlayer {
	static hearts::mt_random hearts::SimpleHeartsPlayer::*ptr() { return &PlayerRand::rand; }
};
// HeartsPlayout::rand is private: an explicit instantiation may name it ([temp.explicit]: no access check there).
struct PlayoutRandTag {
	typedef hearts::mt_random hearts::HeartsPlayout::*type;
	friend type get(PlayoutRandTag);
};
template <typename Tag, typename Tag::type Member>
struct Expose {
	friend typename Tag::type get(Tag) { return Member; }
};
template struct Expose<PlayoutRandTag, &hearts::HeartsPlayout::rand>;

uint64_t splitmix64(uint64_t x) {
	x += 0x9E3779B97F4A7C15ULL;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
	return x ^ (x >> 31);
}
uint32_t derived_seed(uint64_t seed, unsigned tag) {
	return (uint32_t)(splitmix64(splitmix64(seed) + tag) >> 32);
}

// ---- cards -------------------------------------------------------------------------------------------------------
const char kRanks[] = "23456789TJQKA";  // our rank index 0..12 = 2..A
const char kXinxinSuitChars[] = "SDCH"; // xinxin suits: 0 spades, 1 diamonds, 2 clubs, 3 hearts

bool parse_card(const std::string &s, card &out) {
	if (s.size() != 2) return false;
	const char *r = std::strchr(kRanks, s[0]);
	const char *u = std::strchr(kXinxinSuitChars, s[1]);
	if (r == nullptr || u == nullptr || s[0] == '\0' || s[1] == '\0') return false;
	int r_ours = (int)(r - kRanks);
	int suit = (int)(u - kXinxinSuitChars);
	out = hearts::Deck::getcard(suit, 13 - r_ours - 1); // xinxin ranks run A (0) .. 2 (12)
	return true;
}
int rank_ours(card c) { return 13 - (int)hearts::Deck::getrank(c) - 1; }
int suit_of(card c) { return (int)hearts::Deck::getsuit(c); }
std::string card_name(card c) {
	std::string s;
	s += kRanks[rank_ours(c)];
	s += kXinxinSuitChars[suit_of(c)];
	return s;
}
uint64_t bit(card c) { return ((uint64_t)1) << c; }

struct Failure {
	std::string reason;
};
[[noreturn]] void fail(const std::string &reason) { throw Failure{reason}; }

std::vector<std::string> words(const std::string &s) {
	std::istringstream in(s);
	std::vector<std::string> out;
	std::string w;
	while (in >> w) out.push_back(w);
	return out;
}
long long parse_int(const std::string &s, long long lo, long long hi, const char *what) {
	if (s.empty() || s.size() > 19) fail(std::string("bad ") + what + " '" + s + "'");
	for (char ch : s)
		if (ch < '0' || ch > '9') fail(std::string("bad ") + what + " '" + s + "'");
	long long v = std::atoll(s.c_str());
	if (v < lo || v > hi) fail(std::string(what) + " out of range: " + s);
	return v;
}

// ---- xinxin's game, set up as OpenSpiel's xinxin_bot.cc does -----------------------------------------------------
const int kRules = hearts::kQueenPenalty | hearts::kDoPassCards | hearts::kNoHeartsFirstTrick |
                   hearts::kNoQueenFirstTrick | hearts::kLead2Clubs | hearts::kQueenBreaksHearts |
                   hearts::kMustBreakHearts;

struct Xinxin {
	hearts::HeartsGameState *game = nullptr;
	hearts::UCT *uct[4] = {};
	hearts::HeartsPlayout *playout[4] = {};
	hearts::iiMonteCarlo *mc[4] = {};
	hearts::SafeSimpleHeartsPlayer *player[4] = {};

	Xinxin(int runs, int worlds, double c) {
		game = new hearts::HeartsGameState();
		game->setRules(kRules);
		game->deletePlayers();
		for (int i = 0; i < 4; i++) {
			uct[i] = new hearts::UCT(runs, c);
			playout[i] = new hearts::HeartsPlayout();
			uct[i]->setPlayoutModule(playout[i]);
			mc[i] = new hearts::iiMonteCarlo(uct[i], worlds);
			mc[i]->setUseThreads(false);
			player[i] = new hearts::SafeSimpleHeartsPlayer(mc[i]);
			player[i]->setModelLevel(2);
			game->addPlayer(player[i]);
			player[i]->setGameState(game);
		}
	}
	~Xinxin() {
		delete game; // deletes the players
		for (int i = 0; i < 4; i++) {
			delete mc[i];
			delete uct[i];
			delete playout[i];
		}
	}
	Xinxin(const Xinxin &) = delete;
	Xinxin &operator=(const Xinxin &) = delete;

	void new_deal(std::vector<std::vector<card>> &hands, int pass_dir) {
		// the order matters (setting the cards unsets the pass direction); as in xinxin_bot.cc
		game->Reset();
		game->SetInitialCards(hands);
		game->setPassDir(pass_dir);
		game->setFirstPlayer(0);
	}

	void seed(uint64_t n) {
		game->SEED = (int)(derived_seed(n, 0) & 0x3fffffff); // seeds each decision's iiHeartsState (worlds)
		game->r.srand(derived_seed(n, 1));
		for (unsigned i = 0; i < 4; i++) {
			(uct[i]->*UCTRand::ptr()).srand(derived_seed(n, 8 + 8 * i));
			(static_cast<hearts::Algorithm *>(uct[i])->*AlgorithmRand::ptr()).srand(derived_seed(n, 9 + 8 * i));
			(static_cast<hearts::Algorithm *>(mc[i])->*AlgorithmRand::ptr()).srand(derived_seed(n, 10 + 8 * i));
			(playout[i]->*get(PlayoutRandTag())).srand(derived_seed(n, 11 + 8 * i));
			(static_cast<hearts::SimpleHeartsPlayer *>(player[i])->*PlayerRand::ptr()).srand(derived_seed(n, 12 + 8 * i));
		}
	}

	uint64_t legal_mask() {
		uint64_t mask = 0;
		hearts::Move *all = game->getAllMoves();
		for (hearts::Move *m = all; m; m = m->next) mask |= bit(static_cast<hearts::CardMove *>(m)->c);
		game->freeMove(all);
		return mask;
	}

	// applies a card for `who`, after checking that xinxin agrees it is `who`'s turn and the card is legal
	void apply(card c, int who, const char *what) {
		if (game->Done()) fail(std::string(what) + " " + card_name(c) + ": xinxin's hand is already over");
		int next = game->getNextPlayerNum();
		if (next != who)
			fail(std::string(what) + " " + card_name(c) + " by seat " + std::to_string(who) +
			     ": xinxin has seat " + std::to_string(next) + " to move");
		if (!(legal_mask() & bit(c)))
			fail(std::string(what) + " " + card_name(c) + " by seat " + std::to_string(who) + " is not legal in xinxin");
		hearts::Move *m = new hearts::CardMove(c, who);
		game->ApplyMove(m);
		game->freeMove(m);
	}

	// xinxin's decision for the player to move; checks it is `who` and that the card is legal
	card decide(int who) {
		if (game->Done() || game->getNextPlayerNum() != who) fail("internal: xinxin does not have the seat to move");
		uint64_t legal = legal_mask();
		hearts::CardMove *m = static_cast<hearts::CardMove *>(game->getNextPlayer()->Play());
		if (m == nullptr) fail("xinxin returned no move");
		card c = m->c;
		game->freeMove(m);
		if (c < 0 || c >= 64 || !(legal & bit(c))) fail("xinxin chose a card that is not legal");
		return c;
	}
};

double cpu_ms() {
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

std::string format_ms(double ms) {
	char buf[32];
	std::snprintf(buf, sizeof buf, "%.1f", ms < 0 ? 0.0 : ms);
	return buf;
}

// ---- a decide request --------------------------------------------------------------------------------------------
std::string decide(const std::string &line) {
	std::vector<std::string> segments;
	{
		std::string cur;
		for (char ch : line) {
			if (ch == '|') {
				segments.push_back(cur);
				cur.clear();
			} else {
				cur += ch;
			}
		}
		segments.push_back(cur);
	}
	if (segments.size() != 7) fail("expected 7 '|'-separated parts, got " + std::to_string(segments.size()));

	std::vector<std::string> head = words(segments[0]);
	size_t k = 1; // head[0] is "decide"
	uint64_t seed = 1;
	if (k < head.size() && head[k].compare(0, 5, "seed=") == 0) {
		const std::string digits = head[k].substr(5);
		if (digits.empty() || digits.size() > 20) fail("bad seed '" + digits + "'");
		seed = 0;
		for (char ch : digits) {
			if (ch < '0' || ch > '9') fail("bad seed '" + digits + "'");
			uint64_t d = (uint64_t)(ch - '0');
			if (seed > (UINT64_MAX - d) / 10) fail("seed out of range: " + digits);
			seed = seed * 10 + d;
		}
		k++;
	}
	if (head.size() != k + 5) fail("expected RUNS WORLDS C SEAT DIR after 'decide'");
	int runs = (int)parse_int(head[k], 1, 10000000, "RUNS");
	int worlds = (int)parse_int(head[k + 1], 1, 10000, "WORLDS");
	double c;
	{
		const std::string &s = head[k + 2];
		char *end = nullptr;
		errno = 0;
		c = std::strtod(s.c_str(), &end);
		if (s.empty() || end == s.c_str() || *end != '\0' || errno != 0 || !std::isfinite(c) || c < 0 || c > 1000)
			fail("bad C '" + s + "'");
	}
	int seat = (int)parse_int(head[k + 3], 0, 3, "SEAT");
	const std::string &dir_word = head[k + 4];
	// dir: xinxin's tPassDir (xinxin's seat x gives to (x + dir) mod 4, Hearts.cpp HeartsGameState::ApplyMove);
	// offset: ours, written down independently (seat s gives to s + offset), to check xinxin's hands against
	int dir, offset;
	if (dir_word == "left") dir = hearts::kLeftDir, offset = 1;
	else if (dir_word == "right") dir = hearts::kRightDir, offset = 3;
	else if (dir_word == "across") dir = hearts::kAcrossDir, offset = 2;
	else if (dir_word == "hold") dir = hearts::kHold, offset = 0;
	else fail("bad DIR '" + dir_word + "' (left, right, across or hold)");

	// hands as dealt
	std::vector<std::vector<card>> hands(4);
	uint64_t hand_mask[4] = {0, 0, 0, 0};
	uint64_t seen = 0;
	for (int s = 0; s < 4; s++) {
		std::vector<std::string> cards = words(segments[1 + s]);
		if (cards.size() != 13) fail("hand " + std::to_string(s) + " has " + std::to_string(cards.size()) + " cards, not 13");
		for (const std::string &w : cards) {
			card cd;
			if (!parse_card(w, cd)) fail("bad card '" + w + "' in hand " + std::to_string(s));
			if (seen & bit(cd)) fail("card " + w + " dealt twice");
			seen |= bit(cd);
			hand_mask[s] |= bit(cd);
			hands[s].push_back(cd);
		}
	}

	// passes
	std::vector<std::string> pass_words = words(segments[5]);
	bool known[4] = {false, false, false, false};
	std::vector<card> passes[4];
	if (dir == hearts::kHold) {
		if (pass_words.size() != 1 || pass_words[0] != "none") fail("PASSES must be 'none' on a hold hand");
	} else {
		if (pass_words.size() != 12) fail("PASSES must be 12 tokens (3 per seat) on a passing hand");
		for (int s = 0; s < 4; s++) {
			int dashes = 0;
			uint64_t mine = 0;
			for (int j = 0; j < 3; j++) {
				const std::string &w = pass_words[3 * s + j];
				if (w == "-") {
					dashes++;
					continue;
				}
				card cd;
				if (!parse_card(w, cd)) fail("bad card '" + w + "' in PASSES");
				if (!(hand_mask[s] & bit(cd))) fail("seat " + std::to_string(s) + " passes " + w + ", not in its hand");
				if (mine & bit(cd)) fail("seat " + std::to_string(s) + " passes " + w + " twice");
				mine |= bit(cd);
				passes[s].push_back(cd);
			}
			if (dashes != 0 && dashes != 3) fail("seat " + std::to_string(s) + "'s pass is partly '-'");
			known[s] = dashes == 0;
		}
	}
	const bool passing = dir != hearts::kHold;
	const bool pass_request = passing && !known[seat];

	// plays
	std::vector<card> plays;
	uint64_t played = 0;
	for (const std::string &w : words(segments[6])) {
		card cd;
		if (!parse_card(w, cd)) fail("bad card '" + w + "' in PLAYS");
		if (played & bit(cd)) fail("card " + w + " played twice");
		played |= bit(cd);
		plays.push_back(cd);
	}
	if (plays.size() >= 52) fail("the hand is over (52 cards played)");
	if (pass_request && !plays.empty()) fail("seat " + std::to_string(seat) + "'s pass is '-' but PLAYS is not empty");
	if (!pass_request && passing)
		for (int s = 0; s < 4; s++)
			if (!known[s]) fail("seat " + std::to_string(s) + "'s pass is not known, but this is a play request");

	Xinxin x(runs, worlds, c);
	x.new_deal(hands, dir);

	if (pass_request) {
		// xinxin passes seat by seat (0, 1, 2, 3), three cards each, before anyone receives; seats before SEAT
		// must have passed in xinxin's state. Unknown passes are filled with that seat's three lowest xinxin card
		// numbers: SEAT's imperfect-information view holds only its own passes and the number of cards passed.
		for (int s = 0; s < seat; s++) {
			std::vector<card> p = passes[s];
			if (!known[s])
				for (int cd = 0; cd < 64 && p.size() < 3; cd++)
					if (hand_mask[s] & bit((card)cd)) p.push_back((card)cd);
			for (card cd : p) x.apply(cd, s, "pass");
		}
		x.seed(seed);
		double t0 = cpu_ms();
		std::string out = "pass";
		for (int j = 0; j < 3; j++) {
			card cd = x.decide(seat);
			x.apply(cd, seat, "xinxin's own pass");
			out += " " + card_name(cd);
		}
		return out + " " + format_ms(cpu_ms() - t0);
	}

	// play request: all passes in xinxin's order, then check the hands agree with ours
	uint64_t now[4] = {hand_mask[0], hand_mask[1], hand_mask[2], hand_mask[3]};
	if (passing) {
		for (int s = 0; s < 4; s++)
			for (card cd : passes[s]) x.apply(cd, s, "pass");
		for (int s = 0; s < 4; s++)
			for (card cd : passes[s]) {
				now[s] &= ~bit(cd);
				now[(s + offset) % 4] |= bit(cd);
			}
	}
	for (int s = 0; s < 4; s++)
		if (x.game->cards[s].getHand() != now[s])
			fail("internal: xinxin's hand for seat " + std::to_string(s) + " after passing differs from ours");

	// the trick phase, following our own seat order: the 2C holder leads, then clockwise s, s+1, s+2, s+3
	const card two_clubs = hearts::Deck::getcard(hearts::CLUBS, hearts::TWO);
	int leader = 0;
	while (!(now[leader] & bit(two_clubs))) leader++;
	int to_move = leader;
	card trick[4];
	int trick_seat[4];
	int in_trick = 0;
	for (size_t i = 0; i < plays.size(); i++) {
		card cd = plays[i];
		if (!(now[to_move] & bit(cd)))
			fail("play " + std::to_string(i + 1) + " " + card_name(cd) + ": seat " + std::to_string(to_move) +
			     " does not hold it");
		x.apply(cd, to_move, "play");
		now[to_move] &= ~bit(cd);
		trick[in_trick] = cd;
		trick_seat[in_trick] = to_move;
		in_trick++;
		if (in_trick == 4) {
			int best = 0;
			for (int j = 1; j < 4; j++)
				if (suit_of(trick[j]) == suit_of(trick[0]) && rank_ours(trick[j]) > rank_ours(trick[best])) best = j;
			to_move = trick_seat[best];
			in_trick = 0;
		} else {
			to_move = (to_move + 1) % 4;
		}
	}
	if (to_move != seat) fail("seat " + std::to_string(seat) + " is not to move; seat " + std::to_string(to_move) + " is");
	if (x.game->Done() || x.game->getNextPlayerNum() != seat)
		fail("internal: xinxin does not have seat " + std::to_string(seat) + " to move");

	x.seed(seed);
	double t0 = cpu_ms();
	card cd = x.decide(seat);
	return "play " + card_name(cd) + " " + format_ms(cpu_ms() - t0);
}

std::string handle(const std::string &line) {
	std::vector<std::string> w = words(line);
	if (w.empty()) return "error empty request";
	if (w[0] == "ping") return w.size() == 1 ? "pong" : "error ping takes no arguments";
	if (w[0] != "decide") return "error unknown request '" + w[0] + "'";
	try {
		return decide(line);
	} catch (const Failure &f) {
		return "error " + f.reason;
	} catch (const std::exception &e) {
		return std::string("error exception: ") + e.what();
	}
}

std::string one_line(std::string s) {
	for (char &ch : s)
		if (ch == '\n' || ch == '\r') ch = ' ';
	return s;
}

} // namespace

int main() {
	// xinxin prints diagnostics with printf; keep stdout for the protocol alone by moving fd 1 onto stderr.
	int proto_fd = dup(1);
	if (proto_fd < 0 || dup2(2, 1) < 0) {
		std::perror("xinxin-driver: dup");
		return 1;
	}
	FILE *proto = fdopen(proto_fd, "w");
	if (proto == nullptr) {
		std::perror("xinxin-driver: fdopen");
		return 1;
	}
	std::ios::sync_with_stdio(false);
	std::string line;
	while (std::getline(std::cin, line)) {
		std::string answer;
		try {
			answer = handle(line);
		} catch (...) {
			answer = "error unexpected failure";
		}
		std::fprintf(proto, "%s\n", one_line(answer).c_str());
		std::fflush(proto);
		std::fflush(stdout);
	}
	return 0;
}
