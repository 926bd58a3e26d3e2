/* Russian poker in C: the two paid combinations, the bet's expected value over every
 * dealer hand (buying a game included) and the decision advisor's enumerators.
 *
 * Russian categories (index of `paytable`): 0 no game, 1 Ace-King, 2 pair, 3 two pair,
 * 4 three of a kind, 5 straight, 6 flush, 7 full house, 8 four of a kind,
 * 9 straight flush, 10 royal flush. Ace-King is the top of the standard high-card
 * block: values HR_RU_ACE_KING_MIN..HR_RU_ACE_KING_MAX; no game is below it.
 * Amounts are in antes; the bet is two antes. Every function validates its cards.
 */
#ifndef HR_RUSSIAN_H
#define HR_RUSSIAN_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define HR_RU_ACE_KING_MIN 1114 /* A K 4 3 2 */
#define HR_RU_ACE_KING_MAX 1277 /* A K Q J 9 */
#define HR_RU_OPTIONS 33        /* bet, a sixth card, 31 exchanges */

typedef struct {
    double paytable[11];        /* "X to 1" on the bet per Russian category; [0] unused */
    double table_max;           /* cap on the ante + bet win of a box, in antes; <= 0: none */
    double fee_sixth;           /* antes paid for a sixth card */
    double fee_exchange;        /* antes paid for an exchange */
    double fee_buy_game;        /* antes paid to buy a game for the dealer */
    int qualifier;              /* lowest standard value (1..7462) with which the dealer qualifies */
    int ante_paid_on_win;       /* 1: the ante is paid 1:1 when the player beats a qualifying dealer */
    int game_buying;            /* 1: a player may buy a game when the dealer has none */
    int redraw_same_rank;       /* 1: the replacement card is drawn again while it has the replaced rank */
    int straight_repeat_as_pair; /* 1: K Q J T 9 9 is a straight plus a pair, not two straights */
    int paid_combinations;      /* 2: a second combination is paid too; 1: the first only */
} hr_ru_rules;

typedef struct {
    int value;                  /* standard value of the best five (the first combination) */
    int first;                  /* its Russian category */
    int second;                 /* Russian category of the second paid combination, -1 if none */
    int second_key;             /* rank key of the second (ties inside its category) */
    uint64_t five;              /* the best five, bit i = card id i */
    uint64_t first_cards;       /* defining cards of the first */
    uint64_t second_cards;      /* defining cards of the second, 0 if none */
    double payout;              /* paytable[first] + paytable[second]: "X to 1" on the bet */
} hr_ru_combo;

typedef struct {
    double ev;                  /* expected antes of ante + bet, buying a game when it is better */
    double ev_no_buy;           /* the same, always taking the ante win against no game */
    double win_amount;          /* antes won on ante + bet when the player beats a qualifying dealer */
    uint64_t hands;             /* dealer completions enumerated */
    uint64_t no_game, win, lose, stay; /* dealer completions by outcome (before a bought game) */
    uint64_t buys;              /* no-game completions where buying a game beats the ante win */
} hr_ru_bet_stats;

typedef struct {
    double ev;                  /* expected antes of the option (fees included; fold is -1) */
    double se;                  /* its standard error (0 when exact) */
    uint64_t draws;             /* draws evaluated */
    int exact;                  /* 1 when enumerated exactly */
} hr_ru_option;

/* What ante + bet win when the player beats a qualifying dealer with `payout` ("X to 1"
 * on the bet), within the table maximum; and what the ante wins against no game. */
double hr_ru_win_amount(const hr_ru_rules *rules, double payout);
double hr_ru_no_game_amount(const hr_ru_rules *rules);

/* The value tables of the dealer hands made of `up` and four of the n cards u (n <= 51):
 * vals[D] for every 4-subset D (colex index), `order` the subsets by value (6 bits a
 * card), cum_all[x] = #{D : value < x} and cum1[a * (HR_NUM_VALUES + 2) + x] the same for
 * the D holding u[a]; the sorted values of the D holding each pair (C(n-2,2) = lpair of
 * them, colex index of the pair) and each triple (n - 3 = ltrip), with their fills. */
void hr_ru_value_lists(const uint8_t *u, int n, int up, uint16_t *vals, uint32_t *order,
                       uint32_t *cum_all, uint16_t *cum1, uint16_t *pair, int lpair,
                       uint16_t *pfill, uint16_t *trip, int ltrip, uint8_t *tfill);

/* Russian category of a standard value, -1 if invalid. */
int hr_ru_category(int value);

/* The first and second paid combinations of 5 or 6 cards. 0, or -1 on bad input
 * (a NULL rules or out included). */
int hr_ru_combinations(const uint8_t *cards, int n, const hr_ru_rules *rules, hr_ru_combo *out);

/* Expected value of betting with `player` (5 or 6 cards) against every dealer hand made
 * of `up` and four of the cards not in player, dead or up (dead may be NULL when ndead
 * is 0). 0, or -1 on bad input (a NULL rules or out included). */
int hr_ru_bet_ev(const uint8_t *player, int n, const uint8_t *dead, int ndead, int up,
                 const hr_ru_rules *rules, hr_ru_bet_stats *out);

/* Bytes of workspace hr_ru_advise needs. */
size_t hr_ru_advise_workspace(void);
/* The options of a five-card hand against the dealer's up card: opts[0] bet, opts[1]
 * buy a sixth card, opts[1 + m] exchange the cards hand[i] with bit i of m set (m = 1..31).
 * Only options whose bit is set in `which` are computed. An exchange is enumerated
 * exactly when it has at most `enumerate_limit` draws (buying a game after each draw
 * sampled, with more samples or exactly until the standard error meets `target_se`,
 * within 16 * `max_draws` samples), otherwise sampled from `seed` in batches until its
 * standard error is below `target_se` or `max_draws` are drawn.
 * Returns 0, -1 on bad input, -2 if the workspace is too small. */
int hr_ru_advise(const uint8_t *hand, int up, const hr_ru_rules *rules, uint64_t which,
                 uint64_t enumerate_limit, double target_se, uint64_t max_draws, uint64_t seed,
                 void *workspace, size_t workspace_size, hr_ru_option *opts);

#ifdef __cplusplus
}
#endif
#endif
