"""Hanabi's companion content: sources, FAQ, common mistakes, the turn in brief and three aid sheets.

Everything is taken from seed 004 (the French rules page, page numbers as it gives them); where
the engine settles a point the seed leaves open (dealing order, the rating bands between the two
ends the seed names, Bouquet final with nobody able to act), the answer says what Parlour does.
"""

from __future__ import annotations

from parlour.rules.model import Block, Faq, GameCard, GameContent, Section, Sheet, Source, Texts

SEED = "004"


def _t(en: str, fr: str, es: str, zh: str) -> Texts:
    return {"en": en, "fr": fr, "es": es, "zh-Hant": zh}


def _src(ref: str, quote: str = "") -> Source:
    return Source(SEED, ref, quote)


# -- where each rule the engine enforces is said ------------------------------------------

P2_HAND = "Cinq cartes chacun à 2 ou 3 joueurs, quatre cartes chacun à 4 ou 5 joueurs."
P3_CLUE = "Un indice porte soit sur une seule couleur, soit sur une seule valeur."
P3_ALL = "Il faut pointer toutes les cartes concernées du coéquipier en même temps"
P3_NONE = "on peut aussi lui signaler qu'il n'en possède aucune"
P3_COST = "Chaque indice coûte un jeton bleu."
P45_REGAIN = "En défaussant une carte de sa main, ce qui remet un jeton bleu dans le couvercle"
P45_FULL = "Si les huit sont déjà dans le couvercle, on ne peut pas défausser"
P6_LAST = (
    "Dès que quelqu'un prend la dernière carte, chaque joueur, y compris lui, "
    "joue encore un tour sans pouvoir repiocher."
)
P8_CONTINUE = "La partie continue même après la fin de la pioche, jusqu'à ce que les cinq feux soient complets"
BRIEF_CLUE = "désigne à un partenaire toutes ses cartes d'une même couleur ou d'une même valeur"
BRIEF_DISCARD = "Défausser : jette une carte de ta main pour récupérer un jeton bleu, puis pioche sans regarder."
BRIEF_PLAY = "Jouer : pose une carte. Si elle ne prolonge aucun feu, elle part à la défausse avec un jeton rouge."
THIRTY = "cinq feux d'artifice, un par couleur, de 1 à 5"
EXTENSIONS = "Extensions - 3"

SOURCES: dict[str, Source] = {
    "hanabi.setup.players": _src("Le jeu", "Joueurs - 2 à 5"),
    "hanabi.setup.hand-size": _src("p. 2", P2_HAND),
    # The seed gives no card counts; the closest passage is the five fireworks from 1 to 5.
    "hanabi.deck.composition": _src("Le jeu en 30 secondes", THIRTY),
    # Dealing order is the engine's choice (as hanab.live); the seed only says how many cards.
    "hanabi.setup.deal": _src("p. 2", P2_HAND),
    "hanabi.tokens.at-start": _src("p. 4-5", "Si les huit sont déjà dans le couvercle"),
    # The seed only counts the box's extensions; the multicolour variants come from the booklet.
    "hanabi.variant.multicolour": _src("Le jeu", EXTENSIONS),
    "hanabi.variant.multicolour-short": _src("Le jeu", EXTENSIONS),
    "hanabi.variant.multicolour-wild": _src("Le jeu", EXTENSIONS),
    "hanabi.turn.out-of-turn": _src(
        "p. 2", "Quand c'est le tour de quelqu'un, ses partenaires n'ont pas le droit de commenter ni de l'orienter."
    ),
    "hanabi.turn.one-action": _src("p. 2", "À chaque tour, il faut faire exactement une action parmi les trois"),
    "hanabi.end.game-over": _src(
        "Le jeu en 30 secondes",
        "La partie s'arrête au troisième jeton rouge, quand les cinq feux sont complets, ou après la fin de la pioche.",
    ),
    "hanabi.clue.no-tokens": _src("p. 3", P3_COST),
    "hanabi.clue.self": _src("Un tour, en bref", BRIEF_CLUE),
    "hanabi.clue.target": _src("Un tour, en bref", BRIEF_CLUE),
    "hanabi.clue.colour": _src("Le jeu en 30 secondes", THIRTY),
    "hanabi.clue.rainbow-unnamed": _src("Le jeu", EXTENSIONS),
    "hanabi.clue.empty": _src("p. 3", P3_NONE),
    "hanabi.clue.touches-all": _src("p. 3", P3_ALL),
    "hanabi.play.slot": _src("Un tour, en bref", "Jouer : pose une carte."),
    "hanabi.discard.slot": _src("Un tour, en bref", "jette une carte de ta main"),
    "hanabi.discard.tokens-full": _src("p. 4-5", P45_FULL),
    "hanabi.discard.regain": _src("p. 4-5", P45_REGAIN),
    "hanabi.play.extends": _src("Un tour, en bref", BRIEF_PLAY),
    "hanabi.play.misfire": _src(
        "p. 4, 6", "La carte part à la défausse et l'équipe place un jeton rouge dans le couvercle."
    ),
    "hanabi.play.five-bonus": _src("p. 4-5", "en complétant un feu avec son 5, qui en rend un gratuitement"),
    "hanabi.draw.after-action": _src("Un tour, en bref", BRIEF_DISCARD),
    "hanabi.end.strikes": _src(
        "p. 6", "Le troisième jeton rouge tombe dans le couvercle : la partie s'arrête aussitôt, perdue."
    ),
    "hanabi.end.perfect": _src(
        "p. 6", "Les cinq feux sont complets avant la fin de la pioche : la partie s'arrête sur le score maximal de 25."
    ),
    "hanabi.end.last-round": _src("p. 6", P6_LAST),
    # A player ending the game for the team is a rule of the table (hanab.live's "terminate"), not
    # the seed's: the seed only says how a game ends, which is quoted here (docs/rules/hanabi.md).
    "hanabi.end.terminated": _src(
        "Le jeu en 30 secondes",
        "La partie s'arrête au troisième jeton rouge, quand les cinq feux sont complets, ou après la fin de la pioche.",
    ),
    "hanabi.score.sum": _src(
        "p. 6-7",
        "On additionne la valeur de la carte la plus haute de chacun des cinq feux d'artifice, "
        "pour un maximum de 25 points.",
    ),
    "hanabi.score.rating": _src("p. 6-7", "Une échelle va de risible (5 ou moins) à légendaire (25)."),
    "hanabi.bouquet.continue": _src("p. 8", P8_CONTINUE),
    "hanabi.bouquet.indispensable": _src(
        "p. 8", "ou jusqu'à trois jetons rouges ou la défausse d'une carte indispensable"
    ),
    "hanabi.bouquet.perfect-only": _src("p. 8", "Pour les experts, seul un score parfait compte."),
    # Skipping a player who cannot act is the engine's choice; the seed only says play goes on.
    "hanabi.bouquet.no-action": _src("p. 8", "La partie continue même après la fin de la pioche"),
}

# -- the refusal templates, as a rules page states them -----------------------------------

STATEMENTS: dict[str, Texts] = {
    "hanabi.clue.target": _t(
        "A clue goes to one of the other players at the table.",
        "Un indice s'adresse à l'un des autres joueurs de la table.",
        "Una pista se da a uno de los otros jugadores de la mesa.",
        "提示要給同桌的另一位玩家。",
    ),
    "hanabi.clue.colour": _t(
        "A colour clue names one of the colours of the fireworks in this game.",
        "Un indice de couleur nomme l'une des couleurs des feux de la partie.",
        "Una pista de color nombra uno de los colores de los fuegos de la partida.",
        "顏色提示只能說出本局煙火中有的顏色。",
    ),
    "hanabi.play.slot": _t(
        "You play one of the cards in your own hand.",
        "On joue une des cartes de sa propre main.",
        "Se juega una de las cartas de la propia mano.",
        "只能打出自己手中的牌。",
    ),
    "hanabi.discard.slot": _t(
        "You discard one of the cards in your own hand.",
        "On défausse une des cartes de sa propre main.",
        "Se descarta una de las cartas de la propia mano.",
        "只能棄掉自己手中的牌。",
    ),
}

SECTIONS: dict[str, Section] = {
    "setup": "setup",
    "deck": "setup",
    "tokens": "setup",
    "turn": "turn",
    "clue": "turn",
    "play": "turn",
    "discard": "turn",
    "draw": "turn",
    "end": "end",
    "score": "end",
    "variant": "variants",
    "bouquet": "variants",
}

TURN: tuple[Texts, ...] = (
    _t(
        "Take exactly one of the three actions: give a clue, discard or play. You may not pass.",
        "Faites une seule action parmi trois : donner un indice, défausser ou jouer, sans jamais passer.",
        "Haz una sola de las tres acciones: dar una pista, descartar o jugar; no se puede pasar.",
        "從三種行動中選一種執行：給提示、棄牌或打出一張牌，不能跳過。",
    ),
    _t(
        "Give a clue: spend a blue token and point out to one partner all their cards of one colour or one value.",
        "Donner un indice : dépensez un jeton bleu, puis désignez à un partenaire toutes ses cartes d'une même "
        "couleur ou d'une même valeur.",
        "Dar una pista: gasta una ficha azul y señala a un compañero todas sus cartas de un mismo color o de un "
        "mismo valor.",
        "給提示：花一個藍色標記，向一位隊友指出他所有同一顏色或同一數字的牌。",
    ),
    _t(
        "Discard: put a card from your hand on the discard pile and return a blue token to the lid (not while all "
        "eight are there), then draw without looking.",
        "Défausser : jetez une carte de votre main pour remettre un jeton bleu dans le couvercle (impossible si les "
        "huit y sont), puis piochez sans regarder.",
        "Descartar: tira una carta de tu mano para devolver una ficha azul a la tapa (no si ya están las ocho) y "
        "roba sin mirar.",
        "棄牌：把一張手牌放進棄牌堆，將一個藍色標記放回盒蓋（8 個都在時不能棄牌），然後不看地抽一張牌。",
    ),
    _t(
        "Play: lay a card down. If it extends its firework it stays there (a 5 returns a blue token); otherwise it "
        "goes to the discard pile with a red token. Then draw.",
        "Jouer : posez une carte. Si elle prolonge son feu, elle y reste (un 5 rend un jeton bleu) ; sinon elle part "
        "à la défausse avec un jeton rouge. Piochez ensuite.",
        "Jugar: pon una carta. Si continúa su fuego, se queda en él (un 5 devuelve una ficha azul); si no, va al "
        "descarte con una ficha roja. Luego roba.",
        "打出：放下一張牌。若能接上同色煙火就留在那裡（打出 5 可取回一個藍色標記）；否則進入棄牌堆並放一個紅色標記。"
        "然後抽牌。",
    ),
    _t(
        "Play passes to the next player. Once the deck is empty nobody draws; after one last turn each, the "
        "fireworks are scored.",
        "C'est ensuite au joueur suivant. Une fois la pioche vide, personne ne pioche plus ; après un dernier tour "
        "chacun, on compte les feux.",
        "Luego le toca al siguiente jugador. Cuando se acaba el mazo nadie roba; tras un último turno de cada uno, "
        "se cuentan los fuegos.",
        "接著輪到下一位玩家。牌堆用完後不再抽牌；每人再進行最後一回合後，為煙火計分。",
    ),
)

# -- FAQ, mistakes and tips -----------------------------------------------------------------

SEED_FAQ: tuple[Faq, ...] = (
    Faq(
        "hanabi.faq.starting-hand",
        "faq",
        _t(
            "How many cards does each player get at the start?",
            "Combien de cartes chaque joueur reçoit-il au départ ?",
            "¿Cuántas cartas recibe cada jugador al empezar?",
            "開始時每位玩家拿幾張牌？",
        ),
        _t(
            "Five cards each with 2 or 3 players, four cards each with 4 or 5 players. Everyone holds their hand "
            "facing the others and never looks at it.",
            "Cinq cartes chacun à 2 ou 3 joueurs, quatre cartes chacun à 4 ou 5 joueurs. Chacun tient sa main "
            "tournée vers les autres, sans jamais la regarder.",
            "Cinco cartas cada uno con 2 o 3 jugadores, cuatro cartas cada uno con 4 o 5. Cada uno sostiene su mano "
            "de cara a los demás, sin mirarla nunca.",
            "2 或 3 人時每人 5 張牌，4 或 5 人時每人 4 張牌。每個人都把手牌朝向其他玩家拿著，自己從來不看。",
        ),
        _src("p. 2", P2_HAND),
        ("hanabi.setup.hand-size", "hanabi.setup.deal"),
    ),
    Faq(
        "hanabi.faq.own-cards",
        "faq",
        _t(
            "Can I look at my own cards?",
            "Peut-on regarder ses propres cartes ?",
            "¿Puedo mirar mis propias cartas?",
            "可以看自己的牌嗎？",
        ),
        _t(
            "No, never during the game: your partners see your hand, you do not. You only know your cards through "
            "the clues you are given and what you work out from the discard pile.",
            "Non, jamais pendant la partie : vos partenaires voient votre main, vous pas. Vous ne connaissez vos "
            "cartes que grâce aux indices qu'on vous donne et à ce que vous déduisez de la défausse.",
            "No, nunca durante la partida: tus compañeros ven tu mano, tú no. Solo conoces tus cartas por las pistas "
            "que te dan y por lo que deduces del descarte.",
            "不行，整局遊戲都不能看：隊友看得到你的手牌，你自己看不到。你只能靠別人給的提示，"
            "以及從棄牌堆推理出來的資訊認識自己的牌。",
        ),
        _src("p. 2", "Non, jamais pendant la partie : tes partenaires voient ta main, toi pas."),
        ("hanabi.draw.after-action", "hanabi.clue.touches-all"),
    ),
    Faq(
        "hanabi.faq.what-clues",
        "faq",
        _t(
            "What information are we allowed to give?",
            "Quelles informations a-t-on le droit de donner ?",
            "¿Qué información se puede dar?",
            "可以給隊友哪些資訊？",
        ),
        _t(
            "A clue is about a single colour or a single value. You must point at all of that teammate's matching "
            "cards at once, and you may also tell them they have none. Each clue costs a blue token.",
            "Un indice porte soit sur une seule couleur, soit sur une seule valeur. Il faut pointer toutes les "
            "cartes concernées du coéquipier en même temps, et on peut aussi lui signaler qu'il n'en possède aucune. "
            "Chaque indice coûte un jeton bleu.",
            "Una pista trata de un solo color o de un solo valor. Hay que señalar a la vez todas las cartas del "
            "compañero que coinciden, y también se le puede decir que no tiene ninguna. Cada pista cuesta una ficha "
            "azul.",
            "提示只能關於一種顏色或一個數字。必須同時指出該隊友所有符合的牌，也可以告訴他一張都沒有。"
            "每個提示要花一個藍色標記。",
        ),
        _src("p. 3", P3_CLUE),
        ("hanabi.clue.touches-all", "hanabi.clue.empty", "hanabi.clue.no-tokens"),
    ),
    Faq(
        "hanabi.faq.regain-blue-tokens",
        "faq",
        _t(
            "How do we get blue tokens back?",
            "Comment récupérer des jetons bleus ?",
            "¿Cómo se recuperan las fichas azules?",
            "怎樣取回藍色標記？",
        ),
        _t(
            "By discarding a card from your hand, which puts a blue token back in the lid, or by completing a "
            "firework with its 5, which returns one for free. If all eight are already in the lid, you cannot "
            "discard and the 5's bonus is lost.",
            "En défaussant une carte de sa main, ce qui remet un jeton bleu dans le couvercle, ou en complétant un "
            "feu avec son 5, qui en rend un gratuitement. Si les huit sont déjà dans le couvercle, on ne peut pas "
            "défausser et le bonus du 5 est perdu.",
            "Descartando una carta de la mano, lo que devuelve una ficha azul a la tapa, o completando un fuego con "
            "su 5, que devuelve una gratis. Si las ocho ya están en la tapa, no se puede descartar y la ficha del 5 "
            "se pierde.",
            "棄掉一張手牌，就能把一個藍色標記放回盒蓋；或是用 5 完成一種煙火，可免費取回一個。若 8 個都已在盒蓋中，"
            "就不能棄牌，打出 5 的獎勵也作廢。",
        ),
        _src("p. 4-5", P45_REGAIN),
        ("hanabi.discard.regain", "hanabi.play.five-bonus", "hanabi.discard.tokens-full"),
    ),
    Faq(
        "hanabi.faq.unplayable-card",
        "faq",
        _t(
            "What happens if you play a card that fits no firework?",
            "Que se passe-t-il si on joue une carte qui ne convient à aucun feu ?",
            "¿Qué pasa si juegas una carta que no encaja en ningún fuego?",
            "打出的牌接不上任何煙火會怎樣？",
        ),
        _t(
            "The card goes to the discard pile and the team puts a red token in the lid. At the third red token "
            "the game stops at once and the team has lost.",
            "La carte part à la défausse et l'équipe place un jeton rouge dans le couvercle. Au troisième jeton "
            "rouge, la partie s'arrête aussitôt et l'équipe a perdu.",
            "La carta va al descarte y el equipo pone una ficha roja en la tapa. Con la tercera ficha roja, la "
            "partida termina en el acto y el equipo ha perdido.",
            "這張牌進入棄牌堆，團隊在盒蓋中放一個紅色標記。放到第三個紅色標記時，遊戲立即結束，團隊失敗。",
        ),
        _src("p. 4, 6", "La carte part à la défausse et l'équipe place un jeton rouge dans le couvercle."),
        ("hanabi.play.misfire", "hanabi.end.strikes"),
    ),
    Faq(
        "hanabi.faq.empty-deck",
        "faq",
        _t(
            "When does the game end if the deck is empty?",
            "Quand la partie se termine-t-elle si la pioche est vide ?",
            "¿Cuándo termina la partida si el mazo está vacío?",
            "牌堆抽完後，遊戲何時結束？",
        ),
        _t(
            "As soon as someone takes the last card, every player, that player included, plays one more turn "
            "without drawing again. Then the score is counted.",
            "Dès que quelqu'un prend la dernière carte, chaque joueur, y compris lui, joue encore un tour sans "
            "pouvoir repiocher. Ensuite on calcule le score.",
            "En cuanto alguien roba la última carta, cada jugador, incluido él, juega un turno más sin poder robar. "
            "Después se calcula la puntuación.",
            "有人抽走最後一張牌後，每位玩家（包括他自己）再進行一回合，不再抽牌。之後計算分數。",
        ),
        _src("p. 6", P6_LAST),
        ("hanabi.end.last-round", "hanabi.draw.after-action"),
    ),
    Faq(
        "hanabi.faq.scoring",
        "faq",
        _t(
            "How do you score Hanabi?",
            "Comment calculer le score à Hanabi ?",
            "¿Cómo se calcula la puntuación en Hanabi?",
            "花火怎麼計分？",
        ),
        _t(
            "Add up the value of the highest card of each of the five fireworks, for a maximum of 25 points. A "
            "scale runs from laughable (5 or less) to legendary (25).",
            "On additionne la valeur de la carte la plus haute de chacun des cinq feux d'artifice, pour un maximum "
            "de 25 points. Une échelle va de risible (5 ou moins) à légendaire (25).",
            "Se suma el valor de la carta más alta de cada uno de los cinco fuegos artificiales, hasta un máximo de "
            "25 puntos. Una escala va de risible (5 o menos) a legendaria (25).",
            "把五種煙火各自最高那張牌的數字加總，最高 25 分。評價從可笑（5 分以下）到傳奇（25 分）。",
        ),
        _src(
            "p. 6-7",
            "On additionne la valeur de la carte la plus haute de chacun des cinq feux d'artifice, "
            "pour un maximum de 25 points.",
        ),
        ("hanabi.score.sum", "hanabi.score.rating"),
    ),
    Faq(
        "hanabi.faq.pass-turn",
        "faq",
        _t(
            "Can you pass your turn?",
            "Peut-on passer son tour ?",
            "¿Se puede pasar el turno?",
            "可以跳過自己的回合嗎？",
        ),
        _t(
            "No. Each turn you must take exactly one of the three actions: give a clue, discard a card or play a card.",
            "Non. À chaque tour, il faut faire exactement une action parmi les trois : donner une information, "
            "défausser une carte ou jouer une carte.",
            "No. En cada turno hay que hacer exactamente una de las tres acciones: dar una pista, descartar una "
            "carta o jugar una carta.",
            "不行。每回合都必須正好執行三種行動之一：給提示、棄一張牌或打出一張牌。",
        ),
        _src("p. 2", "À chaque tour, il faut faire exactement une action parmi les trois"),
        ("hanabi.turn.one-action",),
    ),
    Faq(
        "hanabi.faq.bouquet-final",
        "faq",
        _t(
            "What is the Bouquet final variant?",
            "En quoi consiste la variante Bouquet final ?",
            "¿En qué consiste la variante Traca final?",
            "「終極煙火」變體是什麼？",
        ),
        _t(
            "For experts, only a perfect score counts. Play goes on even after the deck runs out, until the five "
            "fireworks are complete, or until a third red token or the discard of an indispensable card ends it in "
            "defeat. In Parlour it is the bouquet-final preset.",
            "Pour les experts, seul un score parfait compte. La partie continue même après la fin de la pioche, "
            "jusqu'à ce que les cinq feux soient complets, ou jusqu'à trois jetons rouges ou la défausse d'une "
            "carte indispensable, qui la font perdre. Dans Parlour, c'est le préréglage bouquet-final.",
            "Para expertos, solo cuenta una puntuación perfecta. Se sigue jugando incluso tras agotarse el mazo, "
            "hasta completar los cinco fuegos, o hasta que la tercera ficha roja o el descarte de una carta "
            "indispensable hacen perder la partida. En Parlour es el preajuste bouquet-final.",
            "專為高手設計：只有滿分才算數。牌堆用完後遊戲仍繼續，直到五種煙火全部完成；若放下第三個紅色標記，"
            "或棄掉一張不可或缺的牌，就告失敗。在 Parlour 中是 bouquet-final 預設組合。",
        ),
        _src("p. 8", "Pour les experts, seul un score parfait compte."),
        ("hanabi.bouquet.perfect-only", "hanabi.bouquet.continue", "hanabi.bouquet.indispensable"),
    ),
)

SEED_MISTAKES: tuple[Faq, ...] = (
    Faq(
        "hanabi.mistake.partial-clue",
        "mistake",
        _t(
            "Showing only one of the matching cards",
            "Montrer une seule des cartes concernées",
            "Señalar solo una de las cartas que coinciden",
            "只指出其中一張符合的牌",
        ),
        _t(
            "A clue must be complete: if your partner has two green cards, you point at both, at the same time and "
            "without favouring either. Parlour points at every matching card for you.",
            "L'indice doit être complet : si votre partenaire a deux cartes vertes, vous les pointez toutes les deux, "
            "en même temps et sans en privilégier une. Parlour désigne pour vous toutes les cartes concernées.",
            "La pista debe ser completa: si tu compañero tiene dos cartas verdes, señalas las dos, a la vez y sin "
            "destacar ninguna. Parlour señala por ti todas las cartas que coinciden.",
            "提示必須完整：如果隊友有兩張綠色牌，就要同時指出這兩張，不能偏重其中一張。"
            "Parlour 會自動指出所有符合的牌。",
        ),
        _src("p. 3", "L'indice doit être complet"),
        ("hanabi.clue.touches-all",),
    ),
    Faq(
        "hanabi.mistake.commenting",
        "mistake",
        _t(
            "Commenting during someone else's turn",
            "Commenter pendant le tour d'un autre",
            "Comentar durante el turno de otro",
            "在別人的回合中發表意見",
        ),
        _t(
            "When it is someone's turn, their partners may not comment on it or steer them: information only "
            "passes through clues.",
            "Quand c'est le tour de quelqu'un, ses partenaires n'ont pas le droit de commenter ni de l'orienter : "
            "l'information ne passe que par les indices.",
            "Cuando es el turno de alguien, sus compañeros no pueden comentar ni orientarlo: la información solo "
            "pasa por las pistas.",
            "輪到某人時，其他玩家不得評論，也不得引導他：資訊只能透過提示傳遞。",
        ),
        _src(
            "p. 2",
            "Quand c'est le tour de quelqu'un, ses partenaires n'ont pas le droit de commenter ni de l'orienter.",
        ),
        ("hanabi.turn.out-of-turn", "hanabi.turn.one-action"),
    ),
    Faq(
        "hanabi.mistake.five-bonus",
        "mistake",
        _t(
            "Taking nothing back when finishing a firework",
            "Ne rien rendre en finissant un feu",
            "No recuperar nada al terminar un fuego",
            "完成煙火時忘了取回標記",
        ),
        _t(
            "Playing the 5 of a colour returns a blue token for free, without discarding. If all eight are already "
            "in the lid, the bonus is lost.",
            "Poser le 5 d'une couleur rend gratuitement un jeton bleu, sans défausser. Si les huit sont déjà dans "
            "le couvercle, ce bonus est perdu.",
            "Poner el 5 de un color devuelve gratis una ficha azul, sin descartar. Si las ocho ya están en la tapa, "
            "esa ficha se pierde.",
            "打出某顏色的 5 可免費取回一個藍色標記，不必棄牌。若 8 個都已在盒蓋中，這個獎勵就作廢。",
        ),
        _src("p. 5", "Poser le 5 d'une couleur rend gratuitement un jeton bleu, sans défausser."),
        ("hanabi.play.five-bonus",),
    ),
    Faq(
        "hanabi.mistake.drawing-last-round",
        "mistake",
        _t(
            "Drawing during the last round",
            "Piocher pendant le dernier tour",
            "Robar durante la última ronda",
            "在最後一輪還抽牌",
        ),
        _t(
            "Once the last card is drawn, everyone plays once more, even the player who took it, but nobody draws "
            "again.",
            "Dès que la dernière carte est piochée, chacun rejoue une fois, même celui qui l'a prise, mais personne "
            "ne repioche.",
            "Cuando se roba la última carta, todos juegan una vez más, incluso quien la robó, pero nadie vuelve a "
            "robar.",
            "最後一張牌被抽走後，每個人再玩一次，包括抽走它的人，但沒有人再抽牌。",
        ),
        _src(
            "p. 6",
            "Dès que la dernière carte est piochée, chacun rejoue une fois, même celui qui l'a prise, "
            "mais personne ne repioche.",
        ),
        ("hanabi.end.last-round", "hanabi.draw.after-action"),
    ),
)

MORE_FAQ: tuple[Faq, ...] = (
    Faq(
        "hanabi.faq.empty-clue",
        "faq",
        _t(
            "Can I tell a player they have no cards of a colour or a value?",
            "Peut-on dire à un joueur qu'il n'a aucune carte d'une couleur ou d'une valeur ?",
            "¿Puedo decirle a un jugador que no tiene ninguna carta de un color o de un valor?",
            "可以告訴玩家他沒有某種顏色或某個數字的牌嗎？",
        ),
        _t(
            "Yes: by default a clue may tell a partner they have none of a colour or value, and it still costs a "
            "blue token. The no-empty-clues preset (the hanab.live rule) forbids it: there a clue must point at "
            "least one card.",
            "Oui : par défaut, un indice peut signaler à un partenaire qu'il n'a aucune carte d'une couleur ou "
            "d'une valeur, et il coûte quand même un jeton bleu. Le préréglage no-empty-clues (la règle de "
            "hanab.live) l'interdit : un indice doit alors désigner au moins une carte.",
            "Sí: por defecto, una pista puede indicar a un compañero que no tiene ninguna carta de un color o de un "
            "valor, y cuesta igualmente una ficha azul. El preajuste no-empty-clues (la regla de hanab.live) lo "
            "prohíbe: ahí la pista debe señalar al menos una carta.",
            "可以：預設規則下，提示可以告訴隊友他沒有某種顏色或數字的牌，同樣要花一個藍色標記。"
            "預設組合 no-empty-clues（hanab.live 的規則）禁止這樣做：提示必須至少指到一張牌。",
        ),
        _src("p. 3", P3_NONE),
        ("hanabi.clue.empty", "hanabi.clue.touches-all"),
    ),
    Faq(
        "hanabi.faq.no-blue-token",
        "faq",
        _t(
            "What if there are no blue tokens left in the lid?",
            "Que faire quand il ne reste plus de jeton bleu dans le couvercle ?",
            "¿Qué pasa si no quedan fichas azules en la tapa?",
            "盒蓋裡沒有藍色標記了怎麼辦？",
        ),
        _t(
            "Then nobody can give a clue, since each clue costs a blue token. You must play or discard a card; "
            "discarding puts a blue token back in the lid.",
            "Alors personne ne peut donner d'indice, car chaque indice coûte un jeton bleu. Il faut jouer ou "
            "défausser une carte ; défausser remet un jeton bleu dans le couvercle.",
            "Entonces nadie puede dar pistas, porque cada pista cuesta una ficha azul. Hay que jugar o descartar una "
            "carta; descartar devuelve una ficha azul a la tapa.",
            "那就沒有人能給提示，因為每個提示都要花一個藍色標記。你必須打出或棄掉一張牌；"
            "棄牌會把一個藍色標記放回盒蓋。",
        ),
        _src("p. 3", P3_COST),
        ("hanabi.clue.no-tokens", "hanabi.discard.regain"),
    ),
    Faq(
        "hanabi.faq.discard-eight-tokens",
        "faq",
        _t(
            "Can I discard when all eight blue tokens are in the lid?",
            "Peut-on défausser quand les huit jetons bleus sont dans le couvercle ?",
            "¿Puedo descartar si las ocho fichas azules están en la tapa?",
            "8 個藍色標記都在盒蓋裡時，可以棄牌嗎？",
        ),
        _t(
            "No. While all eight blue tokens are in the lid you cannot discard: give a clue or play a card instead.",
            "Non. Tant que les huit jetons bleus sont dans le couvercle, on ne peut pas défausser : il faut donner "
            "un indice ou jouer une carte.",
            "No. Mientras las ocho fichas azules estén en la tapa no se puede descartar: hay que dar una pista o "
            "jugar una carta.",
            "不行。8 個藍色標記都在盒蓋中時不能棄牌，只能給提示或打出一張牌。",
        ),
        _src("p. 4-5", P45_FULL),
        ("hanabi.discard.tokens-full", "hanabi.discard.regain"),
    ),
    Faq(
        "hanabi.faq.how-to-win",
        "faq",
        _t(
            "How do we win Hanabi?",
            "Comment gagne-t-on à Hanabi ?",
            "¿Cómo se gana en Hanabi?",
            "花火要怎樣才算贏？",
        ),
        _t(
            "Hanabi is cooperative: the whole team wins or loses together. If the five fireworks are complete, the "
            "game stops at once on the maximum score of 25; otherwise, after the last round, the score is the sum "
            "of the highest card of each firework.",
            "Hanabi est coopératif : toute l'équipe gagne ou perd ensemble. Si les cinq feux sont complets, la "
            "partie s'arrête aussitôt sur le score maximal de 25 ; sinon, après le dernier tour, le score est la "
            "somme de la plus haute carte de chaque feu.",
            "Hanabi es cooperativo: todo el equipo gana o pierde junto. Si los cinco fuegos están completos, la "
            "partida termina en el acto con la puntuación máxima de 25; si no, tras la última ronda, la puntuación "
            "es la suma de la carta más alta de cada fuego.",
            "花火是合作遊戲：全隊一起贏、一起輸。五種煙火全部完成時，遊戲立即以最高分 25 分結束；否則在最後一輪之後，"
            "分數是每種煙火最高那張牌的總和。",
        ),
        _src(
            "p. 6",
            "Les cinq feux sont complets avant la fin de la pioche : la partie s'arrête sur le score maximal de 25.",
        ),
        ("hanabi.end.perfect", "hanabi.score.sum"),
    ),
    Faq(
        "hanabi.faq.third-red-token",
        "faq",
        _t(
            "What happens when the third red token falls?",
            "Que se passe-t-il quand le troisième jeton rouge tombe ?",
            "¿Qué pasa cuando cae la tercera ficha roja?",
            "放下第三個紅色標記時會怎樣？",
        ),
        _t(
            "The game stops at once and is lost, however far the fireworks had got. Parlour records the score as 0 "
            "and shows the points that were on the table.",
            "La partie s'arrête aussitôt et elle est perdue, quel que soit l'état des feux. Parlour compte alors un "
            "score de 0 et affiche les points qui étaient posés.",
            "La partida termina en el acto y se pierde, por avanzados que estén los fuegos. Parlour anota una "
            "puntuación de 0 y muestra los puntos que había sobre la mesa.",
            "遊戲立即結束並判定失敗，不論煙火已完成多少。Parlour 記為 0 分，並顯示桌上原有的分數。",
        ),
        _src("p. 6", "Le troisième jeton rouge tombe dans le couvercle : la partie s'arrête aussitôt, perdue."),
        ("hanabi.end.strikes", "hanabi.play.misfire"),
    ),
    Faq(
        "hanabi.faq.deck-contents",
        "faq",
        _t(
            "Which cards are in the deck?",
            "Quelles cartes contient la pioche ?",
            "¿Qué cartas tiene el mazo?",
            "牌堆裡有哪些牌？",
        ),
        _t(
            "Five colours, one firework each, built from 1 to 5. Each colour has ten cards: three 1s, two 2s, two "
            "3s, two 4s and a single 5, so 50 cards in all. A discarded 5 can never be replaced.",
            "Cinq couleurs, un feu chacune, à monter de 1 à 5. Chaque couleur compte dix cartes : trois 1, deux 2, "
            "deux 3, deux 4 et un seul 5, soit 50 cartes en tout. Un 5 défaussé ne se remplace jamais.",
            "Cinco colores, un fuego por color, que se construye del 1 al 5. Cada color tiene diez cartas: tres 1, "
            "dos 2, dos 3, dos 4 y un solo 5, es decir, 50 cartas en total. Un 5 descartado ya no se puede "
            "reemplazar.",
            "共有五種顏色，每種顏色一組煙火，從 1 排到 5。每種顏色有十張牌：三張 1，2、3、4 各兩張，以及只有一張的 5，"
            "共 50 張。棄掉的 5 再也補不回來。",
        ),
        _src("Le jeu en 30 secondes", THIRTY),
        ("hanabi.deck.composition",),
    ),
    Faq(
        "hanabi.faq.clue-last-round",
        "faq",
        _t(
            "Can we still give clues once the deck is empty?",
            "Peut-on encore donner des indices quand la pioche est vide ?",
            "¿Se pueden dar pistas cuando ya no queda mazo?",
            "牌堆用完後還能給提示嗎？",
        ),
        _t(
            "Yes. During the last round each player still takes one of the three actions, so you may give a clue "
            "if a blue token is left; only drawing stops.",
            "Oui. Pendant le dernier tour, chacun fait toujours une des trois actions : on peut donner un indice "
            "s'il reste un jeton bleu ; seule la pioche s'arrête.",
            "Sí. En la última ronda cada jugador sigue haciendo una de las tres acciones: se puede dar una pista si "
            "queda una ficha azul; solo se deja de robar.",
            "可以。最後一輪中每位玩家仍執行三種行動之一，只要還有藍色標記就能給提示；只是不再抽牌。",
        ),
        _src("p. 6", P6_LAST),
        ("hanabi.end.last-round", "hanabi.turn.one-action"),
    ),
    Faq(
        "hanabi.faq.draw-after-clue",
        "faq",
        _t(
            "Do I draw a card after giving a clue?",
            "Est-ce qu'on pioche après avoir donné un indice ?",
            "¿Se roba una carta después de dar una pista?",
            "給完提示後要抽牌嗎？",
        ),
        _t(
            "No. You draw only after playing or discarding a card; a clue leaves your hand as it was.",
            "Non. On ne pioche qu'après avoir joué ou défaussé une carte ; un indice laisse votre main telle quelle.",
            "No. Solo se roba después de jugar o descartar una carta; una pista deja tu mano como estaba.",
            "不用。只有在打出或棄掉一張牌後才抽牌；給提示不會改變你的手牌。",
        ),
        _src("Un tour, en bref", BRIEF_DISCARD),
        ("hanabi.draw.after-action", "hanabi.turn.one-action"),
    ),
    Faq(
        "hanabi.faq.who-gets-a-clue",
        "faq",
        _t(
            "Can I give a clue to myself, or to several players at once?",
            "Peut-on se donner un indice à soi-même, ou à plusieurs joueurs à la fois ?",
            "¿Puedo darme una pista a mí mismo o a varios jugadores a la vez?",
            "可以給自己提示，或一次提示好幾位玩家嗎？",
        ),
        _t(
            "No. A clue goes to a single partner and names one colour or one value; you never give one to yourself.",
            "Non. Un indice s'adresse à un seul partenaire et porte sur une seule couleur ou une seule valeur ; on "
            "ne s'en donne jamais à soi-même.",
            "No. Una pista se da a un solo compañero y nombra un solo color o un solo valor; nunca te das una pista "
            "a ti mismo.",
            "不行。一個提示只給一位隊友，並只說一種顏色或一個數字；不能給自己提示。",
        ),
        _src("Un tour, en bref", BRIEF_CLUE),
        ("hanabi.clue.self", "hanabi.clue.touches-all"),
    ),
    Faq(
        "hanabi.faq.play-unknown-card",
        "faq",
        _t(
            "Can I play a card I know nothing about?",
            "Peut-on jouer une carte dont on ne sait rien ?",
            "¿Puedo jugar una carta de la que no sé nada?",
            "可以打出一張完全不知道是什麼的牌嗎？",
        ),
        _t(
            "Yes: you may play any card of your hand, even one no clue has pointed at. If it extends its firework "
            "it stays there; if not, it goes to the discard pile with a red token. Either way you then draw.",
            "Oui : on peut jouer n'importe quelle carte de sa main, même une qu'aucun indice n'a désignée. Si elle "
            "prolonge son feu, elle y reste ; sinon, elle part à la défausse avec un jeton rouge. Dans les deux "
            "cas, on pioche ensuite.",
            "Sí: puedes jugar cualquier carta de tu mano, aunque ninguna pista la haya señalado. Si continúa su "
            "fuego, se queda en él; si no, va al descarte con una ficha roja. En ambos casos, luego robas.",
            "可以：手中任何一張牌都能打出，即使從未被提示指到。若能接上同色煙火就留在那裡；"
            "否則進入棄牌堆並放一個紅色標記。無論哪種情況，之後都要抽牌。",
        ),
        _src("Un tour, en bref", BRIEF_PLAY),
        ("hanabi.play.misfire", "hanabi.play.extends"),
    ),
    Faq(
        "hanabi.faq.multicolour",
        "faq",
        _t(
            "How do the multicolour variants work?",
            "Comment fonctionnent les variantes multicolores ?",
            "¿Cómo funcionan las variantes multicolor?",
            "多彩色變體怎麼玩？",
        ),
        _t(
            "They add a sixth firework and raise the maximum to 30. Multicolour: 10 cards with their own colour, "
            "which a clue can name. Short multicolour: a single card of each value. Wild multicolour: 10 cards "
            "that every colour clue points at and that can never be named themselves.",
            "Elles ajoutent un sixième feu et portent le maximum à 30. Multicolore : 10 cartes d'une couleur à "
            "part, qu'un indice peut nommer. Multicolore court : une seule carte de chaque valeur. Multicolore "
            "joker : 10 cartes désignées par tout indice de couleur, qu'on ne peut jamais nommer.",
            "Añaden un sexto fuego y suben el máximo a 30. Multicolor: 10 cartas de un color propio, que una pista "
            "puede nombrar. Multicolor corto: una sola carta de cada valor. Multicolor comodín: 10 cartas que toda "
            "pista de color señala y que nunca se pueden nombrar.",
            "多彩變體加入第六種煙火，滿分提高到 30 分。多彩色：10 張自成一色的牌，可以用提示指名。簡短多彩色："
            "每個數字只有一張。萬用多彩色：10 張會被每個顏色提示指到的牌，但本身不能被指名。",
        ),
        _src("Le jeu", EXTENSIONS),
        (
            "hanabi.variant.multicolour",
            "hanabi.variant.multicolour-short",
            "hanabi.variant.multicolour-wild",
            "hanabi.clue.rainbow-unnamed",
        ),
    ),
    Faq(
        "hanabi.faq.indispensable-card",
        "faq",
        _t(
            "What is an indispensable card in Bouquet final?",
            "C'est quoi, une carte indispensable, dans le Bouquet final ?",
            "¿Qué es una carta indispensable en la Traca final?",
            "終極煙火中的「不可或缺的牌」是什麼？",
        ),
        _t(
            "A card the fireworks still need whose other copies are already in the discard pile: any 5 not yet "
            "played, or the last copy of any other card not yet played. In Bouquet final the game is lost as soon "
            "as such a card reaches the discard pile, whether it was discarded or misplayed.",
            "Une carte dont les feux ont encore besoin et dont les autres exemplaires sont déjà à la défausse : un "
            "5 pas encore posé, ou le dernier exemplaire d'une autre carte pas encore posée. En Bouquet final, la "
            "partie est perdue dès qu'une telle carte arrive à la défausse, défaussée ou mal jouée.",
            "Una carta que los fuegos aún necesitan y cuyas otras copias ya están en el descarte: un 5 aún no "
            "jugado, o la última copia de otra carta aún no jugada. En la Traca final, la partida se pierde en "
            "cuanto una carta así llega al descarte, ya sea descartada o jugada por error.",
            "煙火仍需要、而其他同樣的牌都已進入棄牌堆的牌：尚未打出的 5，或其他尚未打出之牌的最後一張。在終極煙火中，"
            "只要這種牌進入棄牌堆，不論是被棄掉還是打錯，遊戲就立即失敗。",
        ),
        _src("p. 8", "ou jusqu'à trois jetons rouges ou la défausse d'une carte indispensable"),
        ("hanabi.bouquet.indispensable",),
    ),
    Faq(
        "hanabi.faq.rating-scale",
        "faq",
        _t(
            "What does our score mean?",
            "Que vaut notre score ?",
            "¿Qué significa nuestra puntuación?",
            "我們的分數代表什麼程度？",
        ),
        _t(
            "It is read on a scale: 5 or less is laughable, 6 to 10 mediocre, 11 to 15 honourable, 16 to 20 "
            "excellent, 21 to 24 extraordinary and 25 legendary. The rules page names the two ends; the bands in "
            "between follow the booklet's steps of five. With a sixth firework only 30 is legendary.",
            "Il se lit sur une échelle : 5 ou moins, risible ; 6 à 10, médiocre ; 11 à 15, honorable ; 16 à 20, "
            "excellent ; 21 à 24, extraordinaire ; 25, légendaire. La page de règles donne les deux bouts ; les "
            "paliers intermédiaires suivent le livret, de cinq en cinq. Avec un sixième feu, seul 30 est légendaire.",
            "Se lee en una escala: 5 o menos, risible; de 6 a 10, mediocre; de 11 a 15, honorable; de 16 a 20, "
            "excelente; de 21 a 24, extraordinaria; 25, legendaria. La página de reglas da los dos extremos; los "
            "tramos intermedios siguen el reglamento, de cinco en cinco. Con un sexto fuego, solo 30 es legendaria.",
            "分數依等級解讀：5 分以下可笑；6 至 10 分平庸；11 至 15 分尚可；16 至 20 分精彩；21 至 24 分非凡；"
            "25 分傳奇。規則頁只列出兩端，中間的等級依規則書每五分一級。加入第六種煙火時，只有 30 分才算傳奇。",
        ),
        _src("p. 6-7", "Une échelle va de risible (5 ou moins) à légendaire (25)."),
        ("hanabi.score.rating", "hanabi.score.sum"),
    ),
    Faq(
        "hanabi.faq.bouquet-no-cards",
        "faq",
        _t(
            "In Bouquet final, what if a player has no cards left?",
            "En Bouquet final, que se passe-t-il si un joueur n'a plus de cartes ?",
            "En la Traca final, ¿qué pasa si un jugador se queda sin cartas?",
            "終極煙火中，玩家沒有手牌了怎麼辦？",
        ),
        _t(
            "Play goes on after the deck runs out, so hands shrink. Parlour skips a player who has no card and "
            "cannot give a clue either; if nobody can act any more, the game ends, and since only a perfect score "
            "counts, it is lost.",
            "La partie continue après la fin de la pioche, donc les mains rétrécissent. Parlour saute un joueur "
            "qui n'a plus de carte et ne peut pas non plus donner d'indice ; si plus personne ne peut agir, la "
            "partie s'arrête, et comme seul un score parfait compte, elle est perdue.",
            "Se sigue jugando tras agotarse el mazo, así que las manos se reducen. Parlour salta a un jugador sin "
            "cartas que tampoco puede dar una pista; si ya nadie puede actuar, la partida termina y, como solo "
            "cuenta una puntuación perfecta, se pierde.",
            "牌堆用完後遊戲仍繼續，所以手牌會越來越少。沒有手牌又無法給提示的玩家，Parlour 會跳過他；"
            "若已沒有人能行動，遊戲結束，而因為只有滿分才算數，這局就算失敗。",
        ),
        _src("p. 8", P8_CONTINUE),
        ("hanabi.bouquet.no-action", "hanabi.bouquet.continue"),
    ),
)

TIPS: tuple[Faq, ...] = (
    Faq(
        "hanabi.tip.watch-the-discard",
        "tip",
        _t(
            "Keep an eye on the discard pile",
            "Surveillez la défausse",
            "Vigila el descarte",
            "留意棄牌堆",
        ),
        _t(
            "Besides the clues, the discard pile is how you learn about your own hand. Knowing how many copies of "
            "each card exist (three 1s, two 2s, 3s and 4s, one 5) tells you which cards have become rare and must "
            "not be thrown away.",
            "En plus des indices, c'est la défausse qui vous apprend des choses sur votre main. Savoir combien "
            "d'exemplaires existent de chaque carte (trois 1, deux 2, 3 et 4, un 5) vous dit lesquelles sont devenues "
            "rares et ne doivent pas être jetées.",
            "Además de las pistas, el descarte es lo que te informa sobre tu propia mano. Saber cuántas copias hay "
            "de cada carta (tres 1, dos 2, 3 y 4, un 5) te dice cuáles se han vuelto escasas y no deben tirarse.",
            "除了提示之外，棄牌堆也能讓你了解自己的手牌。知道每種牌有幾張（1 有三張，2、3、4 各兩張，5 只有一張），"
            "就能判斷哪些牌已經稀少、不能再丟。",
        ),
        _src("p. 2", "à ce que tu déduis de la défausse"),
        ("hanabi.deck.composition", "hanabi.discard.regain"),
    ),
)

# -- the three aid sheets -------------------------------------------------------------------

SETUP_SHEET = Sheet(
    "setup",
    _t("Setting up Hanabi", "Mise en place de Hanabi", "Preparación de Hanabi", "花火的準備"),
    (
        Block(
            _t("Step by step", "Étape par étape", "Paso a paso", "步驟"),
            (
                _t(
                    "Gather 2 to 5 players: the whole table plays as one team.",
                    "Réunissez 2 à 5 joueurs : toute la table joue en équipe.",
                    "Reunid de 2 a 5 jugadores: toda la mesa juega como un equipo.",
                    "召集 2 至 5 名玩家：全桌是同一隊。",
                ),
                _t(
                    "Put the 8 blue tokens in the lid; keep the 3 red tokens beside it (none in the lid at the start).",
                    "Mettez les 8 jetons bleus dans le couvercle ; gardez les 3 jetons rouges à côté (aucun dans le "
                    "couvercle au départ).",
                    "Poned las 8 fichas azules en la tapa; dejad las 3 fichas rojas al lado (ninguna en la tapa al "
                    "empezar).",
                    "把 8 個藍色標記放進盒蓋；3 個紅色標記放在旁邊（開始時盒蓋中沒有紅色標記）。",
                ),
                _t(
                    "Shuffle the 50 cards: five colours, each with three 1s, two 2s, two 3s, two 4s and one 5.",
                    "Mélangez les 50 cartes : cinq couleurs, chacune avec trois 1, deux 2, deux 3, deux 4 et un 5.",
                    "Barajad las 50 cartas: cinco colores, cada uno con tres 1, dos 2, dos 3, dos 4 y un 5.",
                    "洗勻 50 張牌：五種顏色，每種有三張 1，2、3、4 各兩張，以及一張 5。",
                ),
                _t(
                    "Deal 5 cards each with 2 or 3 players, 4 cards each with 4 or 5 players.",
                    "Distribuez 5 cartes chacun à 2 ou 3 joueurs, 4 cartes chacun à 4 ou 5 joueurs.",
                    "Repartid 5 cartas a cada uno con 2 o 3 jugadores, 4 cartas con 4 o 5 jugadores.",
                    "2 或 3 人時每人發 5 張牌，4 或 5 人時每人發 4 張。",
                ),
                _t(
                    "Hold your hand facing the others: never look at your own cards.",
                    "Tenez votre main tournée vers les autres : ne regardez jamais vos propres cartes.",
                    "Sostened la mano de cara a los demás: nunca miréis vuestras propias cartas.",
                    "手牌朝向其他玩家拿著：絕對不要看自己的牌。",
                ),
                _t(
                    "Put the other cards face down as the deck; the first player begins.",
                    "Posez les autres cartes face cachée : c'est la pioche. Le premier joueur commence.",
                    "Dejad el resto boca abajo como mazo; empieza el primer jugador.",
                    "其餘的牌面朝下作為牌堆；由第一位玩家開始。",
                ),
            ),
            numbered=True,
        ),
        Block(
            _t(
                "The 50 cards and the tokens",
                "Les 50 cartes et les jetons",
                "Las 50 cartas y las fichas",
                "50 張牌與標記",
            ),
            figure="deck",
        ),
        Block(
            _t("Options", "Options", "Opciones", "選項"),
            (
                _t(
                    "Multicolour variants: a sixth firework (multicolour, short or wild); maximum 30.",
                    "Variantes multicolores : un sixième feu (multicolore, court ou joker) ; maximum 30.",
                    "Variantes multicolor: un sexto fuego (multicolor, corto o comodín); máximo 30.",
                    "多彩色變體：加入第六種煙火（多彩色、簡短或萬用）；最高 30 分。",
                ),
                _t(
                    "Bouquet final: for experts, only a perfect score counts.",
                    "Bouquet final : pour les experts, seul un score parfait compte.",
                    "Traca final: para expertos, solo cuenta una puntuación perfecta.",
                    "終極煙火：專為高手設計，只有滿分才算數。",
                ),
                _t(
                    "No empty clues: a clue must point at least one card (as on hanab.live).",
                    "Sans indices vides : un indice doit désigner au moins une carte (comme sur hanab.live).",
                    "Sin pistas vacías: una pista debe señalar al menos una carta (como en hanab.live).",
                    "不允許空提示：提示必須至少指到一張牌（與 hanab.live 相同）。",
                ),
            ),
        ),
    ),
    (
        _src("Le jeu", "Joueurs - 2 à 5"),
        _src("Le jeu en 30 secondes", THIRTY),
        _src("p. 2", P2_HAND),
        _src("p. 4-5", "Si les huit sont déjà dans le couvercle"),
        _src("p. 6", "Le troisième jeton rouge tombe dans le couvercle"),
        _src("p. 8", "Pour les experts, seul un score parfait compte."),
    ),
)


def _row(score: str, en: str, fr: str, es: str, zh: str) -> tuple[Texts, Texts]:
    return (_t(score, score, score, score), _t(en, fr, es, zh))


PLAYER_SHEET = Sheet(
    "player",
    _t("Player aid", "Aide de jeu", "Ayuda de juego", "玩家輔助卡"),
    (
        Block(
            _t("The three actions", "Les trois actions", "Las tres acciones", "三種行動"),
            (
                _t(
                    "Give a clue: spend a blue token; show one partner all their cards of one colour or one value "
                    "(or tell them they have none).",
                    "Donner un indice : dépensez un jeton bleu ; montrez à un partenaire toutes ses cartes d'une "
                    "couleur ou d'une valeur (ou dites-lui qu'il n'en a aucune).",
                    "Dar una pista: gasta una ficha azul; muestra a un compañero todas sus cartas de un color o de "
                    "un valor (o dile que no tiene ninguna).",
                    "給提示：花一個藍色標記；向一位隊友指出他所有同一顏色或同一數字的牌（或告訴他一張都沒有）。",
                ),
                _t(
                    "Discard: a card to the discard pile, a blue token back to the lid (not with all 8 there); draw.",
                    "Défausser : une carte à la défausse, un jeton bleu revient au couvercle (pas si les 8 y sont) ; "
                    "piochez.",
                    "Descartar: una carta al descarte, una ficha azul vuelve a la tapa (no si están las 8); roba.",
                    "棄牌：一張牌進棄牌堆，一個藍色標記回到盒蓋（8 個都在時不行）；抽牌。",
                ),
                _t(
                    "Play: a card that extends its firework stays; otherwise discard pile and a red token; draw.",
                    "Jouer : une carte qui prolonge son feu y reste ; sinon défausse et jeton rouge ; piochez.",
                    "Jugar: una carta que continúa su fuego se queda; si no, al descarte con una ficha roja; roba.",
                    "打出：能接上同色煙火的牌留下；否則進棄牌堆並放一個紅色標記；抽牌。",
                ),
            ),
        ),
        Block(
            _t("Tokens", "Jetons", "Fichas", "標記"),
            (
                _t(
                    "8 blue tokens: a clue spends one; a discard or a firework completed with its 5 returns one.",
                    "8 jetons bleus : un indice en dépense un ; une défausse ou un feu complété par son 5 en rend un.",
                    "8 fichas azules: una pista gasta una; un descarte o un fuego completado con su 5 devuelve una.",
                    "8 個藍色標記：給提示花一個；棄牌或用 5 完成煙火取回一個。",
                ),
                _t(
                    "3 red tokens: one per misplayed card; the third ends the game at once, lost.",
                    "3 jetons rouges : un par carte mal jouée ; le troisième arrête la partie aussitôt, perdue.",
                    "3 fichas rojas: una por carta mal jugada; la tercera termina la partida en el acto: se pierde.",
                    "3 個紅色標記：每打錯一張牌放一個；放下第三個時遊戲立即結束，判定失敗。",
                ),
            ),
        ),
        Block(
            _t("Score", "Score", "Puntuación", "計分"),
            figure="fireworks",
            lines=(
                _t(
                    "Score = the highest card of each firework, added up (maximum 25; 30 with a sixth colour).",
                    "Score = la plus haute carte de chaque feu, additionnée (maximum 25 ; 30 avec une sixième "
                    "couleur).",
                    "Puntuación = la carta más alta de cada fuego, sumadas (máximo 25; 30 con un sexto color).",
                    "分數 = 每種煙火最高那張牌的總和（最高 25 分；有第六種顏色時 30 分）。",
                ),
            ),
            table=(
                (_t("Score", "Score", "Puntos", "分數"), _t("Rating", "Appréciation", "Valoración", "評價")),
                _row("0–5", "laughable", "risible", "risible", "可笑"),
                _row("6–10", "mediocre", "médiocre", "mediocre", "平庸"),
                _row("11–15", "honourable", "honorable", "honorable", "尚可"),
                _row("16–20", "excellent", "excellent", "excelente", "精彩"),
                _row("21–24", "extraordinary", "extraordinaire", "extraordinario", "非凡"),
                _row("25", "legendary", "légendaire", "legendario", "傳奇"),
            ),
        ),
    ),
    (
        _src("Un tour, en bref", BRIEF_CLUE),
        _src("Un tour, en bref", BRIEF_DISCARD),
        _src("Un tour, en bref", BRIEF_PLAY),
        _src("p. 3", P3_ALL),
        _src("p. 3", P3_NONE),
        _src("p. 4-5", P45_REGAIN),
        _src("p. 6-7", "Une échelle va de risible (5 ou moins) à légendaire (25)."),
    ),
)

TURN_SHEET = Sheet(
    "turn",
    _t("A turn of Hanabi", "Un tour de Hanabi", "Un turno de Hanabi", "花火的一回合"),
    (
        Block(
            _t("Your turn", "Votre tour", "Tu turno", "你的回合"),
            figure="actions",
            lines=(
                _t(
                    "Choose exactly one action; passing is not allowed.",
                    "Choisissez exactement une action ; on ne peut pas passer.",
                    "Elige exactamente una acción; no se puede pasar.",
                    "正好選擇一種行動；不能跳過。",
                ),
                _t(
                    "Clue (needs a blue token): spend it and point at all matching cards of one partner.",
                    "Indice (il faut un jeton bleu) : dépensez-le et désignez toutes les cartes concernées d'un "
                    "partenaire.",
                    "Pista (hace falta una ficha azul): gástala y señala todas las cartas que coinciden de un "
                    "compañero.",
                    "提示（需要一個藍色標記）：花掉它，指出一位隊友所有符合的牌。",
                ),
                _t(
                    "Discard (fewer than 8 blue tokens in the lid): discard a card, take a blue token back, draw.",
                    "Défausse (moins de 8 jetons bleus dans le couvercle) : défaussez une carte, récupérez un jeton "
                    "bleu, piochez.",
                    "Descarte (menos de 8 fichas azules en la tapa): descarta una carta, recupera una ficha azul, "
                    "roba.",
                    "棄牌（盒蓋中少於 8 個藍色標記時）：棄一張牌，取回一個藍色標記，抽牌。",
                ),
                _t(
                    "Play: the card extends its firework, or goes to the discard pile with a red token. A 5 returns "
                    "a blue token. Draw.",
                    "Jouer : la carte prolonge son feu, ou part à la défausse avec un jeton rouge. Un 5 rend un jeton "
                    "bleu. Piochez.",
                    "Jugar: la carta continúa su fuego, o va al descarte con una ficha roja. Un 5 devuelve una "
                    "ficha azul. Roba.",
                    "打出：這張牌接上同色煙火，或進入棄牌堆並放一個紅色標記。打出 5 可取回一個藍色標記。抽牌。",
                ),
                _t(
                    "The next player takes their turn; nobody comments on it.",
                    "Le joueur suivant joue ; personne ne commente son tour.",
                    "Juega el siguiente jugador; nadie comenta su turno.",
                    "輪到下一位玩家；其他人不得評論他的回合。",
                ),
            ),
            numbered=True,
        ),
        Block(
            _t(
                "A clue points at every matching card",
                "Un indice désigne toutes les cartes concernées",
                "Una pista señala todas las cartas que coinciden",
                "提示要指出所有符合的牌",
            ),
            figure="clue",
        ),
        Block(
            _t("End of the game", "Fin de la partie", "Fin de la partida", "遊戲結束"),
            (
                _t(
                    "Third red token: the game stops at once and is lost.",
                    "Troisième jeton rouge : la partie s'arrête aussitôt, perdue.",
                    "Tercera ficha roja: la partida termina en el acto y se pierde.",
                    "第三個紅色標記：遊戲立即結束，判定失敗。",
                ),
                _t(
                    "Five fireworks complete: the game stops on the maximum score of 25.",
                    "Cinq feux complets : la partie s'arrête sur le score maximal de 25.",
                    "Cinco fuegos completos: la partida termina con la puntuación máxima de 25.",
                    "五種煙火全部完成：遊戲以最高分 25 分結束。",
                ),
                _t(
                    "Last card drawn: everyone, the drawer included, plays one more turn without drawing; then "
                    "count the score.",
                    "Dernière carte piochée : chacun, y compris celui qui l'a prise, joue encore un tour sans "
                    "piocher ; puis on compte le score.",
                    "Última carta robada: todos, incluido quien la robó, juegan un turno más sin robar; luego se "
                    "cuenta la puntuación.",
                    "最後一張牌被抽走：每個人（包括抽牌者）再進行一回合，不再抽牌；然後計分。",
                ),
            ),
        ),
    ),
    (
        _src("p. 2", "À chaque tour, il faut faire exactement une action parmi les trois"),
        _src("p. 2", "Quand c'est le tour de quelqu'un, ses partenaires n'ont pas le droit de commenter"),
        _src("Un tour, en bref", BRIEF_PLAY),
        _src("p. 4-5", "en complétant un feu avec son 5, qui en rend un gratuitement"),
        _src("p. 6", P6_LAST),
    ),
)

CONTENT = GameContent(
    card=GameCard(
        players="2–5",
        minutes="25",
        age="8+",
        year="2010",
        designer="Antoine Bauza",
        publisher="ABACUSSPIELE",
        sources=(_src("Le jeu", "Auteur - Antoine Bauza - Éditeur - ABACUSSPIELE"),),
    ),
    sources=SOURCES,
    statements=STATEMENTS,
    sections=SECTIONS,
    entries=(*SEED_FAQ, *SEED_MISTAKES, *MORE_FAQ, *TIPS),
    turn=TURN,
    sheets=(SETUP_SHEET, PLAYER_SHEET, TURN_SHEET),
)
