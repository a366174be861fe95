"""Hanabi's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
"""

from __future__ import annotations

from parlour.engine.i18n import register, translate

RULES: dict[str, dict[str, str]] = {
    "hanabi.setup.players": {
        "en": "Hanabi is played by 2 to 5 players.",
        "fr": "Hanabi se joue de 2 à 5 joueurs.",
        "es": "Hanabi se juega de 2 a 5 jugadores.",
        "zh-Hant": "花火由 2 至 5 名玩家進行。",
    },
    "hanabi.setup.hand-size": {
        "en": "Five cards each at 2 or 3 players, four cards each at 4 or 5 players.",
        "fr": "Cinq cartes chacun à 2 ou 3 joueurs, quatre cartes chacun à 4 ou 5 joueurs.",
        "es": "Cinco cartas cada uno con 2 o 3 jugadores, cuatro cartas cada uno con 4 o 5.",
        "zh-Hant": "2 或 3 人時每人 5 張牌，4 或 5 人時每人 4 張牌。",
    },
    "hanabi.deck.composition": {
        "en": "Each colour has three 1s, two each of 2, 3 and 4, and one 5.",
        "fr": "Chaque couleur compte trois 1, deux 2, deux 3, deux 4 et un 5.",
        "es": "Cada color tiene tres 1, dos 2, dos 3, dos 4 y un 5.",
        "zh-Hant": "每種顏色有三張 1，2、3、4 各兩張，以及一張 5。",
    },
    "hanabi.setup.deal": {
        "en": "Cards are dealt one player at a time, the first player's hand filled first.",
        "fr": "On distribue joueur par joueur, en complétant d'abord la main du premier joueur.",
        "es": "Se reparte jugador por jugador, completando primero la mano del primero.",
        "zh-Hant": "逐一為每位玩家發牌，先發滿第一位玩家的手牌。",
    },
    "hanabi.tokens.at-start": {
        "en": "The game starts with 8 blue tokens in the lid and no red token.",
        "fr": "La partie commence avec 8 jetons bleus dans le couvercle et aucun jeton rouge.",
        "es": "La partida empieza con 8 fichas azules en la tapa y ninguna roja.",
        "zh-Hant": "遊戲開始時盒蓋中有 8 個藍色標記，沒有紅色標記。",
    },
    "hanabi.variant.multicolour": {
        "en": "Multicolour: a sixth firework of 10 cards with its own colour; maximum 30.",
        "fr": "Multicolore : un sixième feu de 10 cartes avec sa propre couleur ; maximum 30.",
        "es": "Multicolor: un sexto fuego de 10 cartas con su propio color; máximo 30.",
        "zh-Hant": "多彩色：第六種煙火，共 10 張，有自己的顏色；最高 30 分。",
    },
    "hanabi.variant.multicolour-short": {
        "en": "Short multicolour: a sixth firework with one card of each value; maximum 30.",
        "fr": "Multicolore court : un sixième feu avec une seule carte de chaque valeur ; maximum 30.",
        "es": "Multicolor corto: un sexto fuego con una sola carta de cada valor; máximo 30.",
        "zh-Hant": "簡短多彩色：第六種煙火，每個數字只有一張；最高 30 分。",
    },
    "hanabi.variant.multicolour-wild": {
        "en": "Wild multicolour: multicolour cards answer every colour clue and are never named; maximum 30.",
        "fr": "Multicolore joker : les cartes multicolores répondent à tout indice de couleur et ne sont jamais nommées ; maximum 30.",
        "es": "Multicolor comodín: las cartas multicolor responden a toda pista de color y nunca se nombran; máximo 30.",
        "zh-Hant": "萬用多彩色：多彩牌會被每個顏色提示指到，且不能被直接指名；最高 30 分。",
    },
    "hanabi.turn.out-of-turn": {
        "en": "It is not your turn.",
        "fr": "Ce n'est pas ton tour.",
        "es": "No es tu turno.",
        "zh-Hant": "還沒輪到你。",
    },
    "hanabi.turn.one-action": {
        "en": "Each turn, take exactly one of the three actions; you may not pass.",
        "fr": "À chaque tour, fais exactement une action parmi les trois, sans jamais passer.",
        "es": "En cada turno, haz exactamente una de las tres acciones; no se puede pasar.",
        "zh-Hant": "每回合必須正好執行三種行動之一，不能跳過。",
    },
    "hanabi.end.game-over": {
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "es": "La partida ha terminado.",
        "zh-Hant": "遊戲已經結束。",
    },
    "hanabi.clue.no-tokens": {
        "en": "You have no blue token left to give a clue.",
        "fr": "Il ne reste aucun jeton bleu pour donner un indice.",
        "es": "No queda ninguna ficha azul para dar una pista.",
        "zh-Hant": "沒有藍色標記了，不能給提示。",
    },
    "hanabi.clue.self": {
        "en": "You cannot give a clue to yourself.",
        "fr": "Tu ne peux pas te donner un indice à toi-même.",
        "es": "No puedes darte una pista a ti mismo.",
        "zh-Hant": "你不能給自己提示。",
    },
    "hanabi.clue.target": {
        "en": "There is no player {target} to give a clue to.",
        "fr": "Il n'y a pas de joueur {target} à qui donner un indice.",
        "es": "No hay ningún jugador {target} al que dar una pista.",
        "zh-Hant": "沒有玩家 {target} 可以接受提示。",
    },
    "hanabi.clue.colour": {
        "en": "There is no {colour} firework in this game.",
        "fr": "Il n'y a pas de feu {colour} dans cette partie.",
        "es": "No hay fuego artificial {colour} en esta partida.",
        "zh-Hant": "這局遊戲沒有{colour}煙火。",
    },
    "hanabi.clue.rainbow-unnamed": {
        "en": "Multicolour cannot be named in a clue in this variant: every colour clue touches it.",
        "fr": "Dans cette variante, on ne peut pas nommer le multicolore : chaque indice de couleur le désigne.",
        "es": "En esta variante no se puede nombrar el multicolor: toda pista de color lo señala.",
        "zh-Hant": "此變體中不能指名多彩色：每個顏色提示都會指到它。",
    },
    "hanabi.clue.empty": {
        "en": "A clue must touch at least one card (empty clues are off).",
        "fr": "Un indice doit désigner au moins une carte (les indices vides sont désactivés).",
        "es": "Una pista debe señalar al menos una carta (las pistas vacías están desactivadas).",
        "zh-Hant": "提示必須至少指到一張牌（已關閉空提示）。",
    },
    "hanabi.clue.touches-all": {
        "en": "A clue names one colour or one value and points at all of that player's matching cards at once.",
        "fr": "Un indice porte sur une seule couleur ou une seule valeur et pointe toutes les cartes concernées en même temps.",
        "es": "Una pista nombra un solo color o un solo valor y señala a la vez todas las cartas que coinciden.",
        "zh-Hant": "提示只說一種顏色或一個數字，並同時指出該玩家所有符合的牌。",
    },
    "hanabi.play.slot": {
        "en": "There is no card in slot {slot}; your hand has {size} cards.",
        "fr": "Il n'y a pas de carte à la position {slot} ; ta main compte {size} cartes.",
        "es": "No hay carta en la posición {slot}; tu mano tiene {size} cartas.",
        "zh-Hant": "第 {slot} 格沒有牌；你的手牌有 {size} 張。",
    },
    "hanabi.discard.slot": {
        "en": "There is no card in slot {slot}; your hand has {size} cards.",
        "fr": "Il n'y a pas de carte à la position {slot} ; ta main compte {size} cartes.",
        "es": "No hay carta en la posición {slot}; tu mano tiene {size} cartas.",
        "zh-Hant": "第 {slot} 格沒有牌；你的手牌有 {size} 張。",
    },
    "hanabi.discard.tokens-full": {
        "en": "You cannot discard while all 8 blue tokens are in the lid.",
        "fr": "On ne peut pas défausser quand les huit jetons bleus sont dans le couvercle.",
        "es": "No se puede descartar mientras las 8 fichas azules están en la tapa.",
        "zh-Hant": "8 個藍色標記都在盒蓋中時不能棄牌。",
    },
    "hanabi.discard.regain": {
        "en": "Discarding a card puts one blue token back in the lid; then draw.",
        "fr": "Défausser une carte remet un jeton bleu dans le couvercle ; puis on pioche.",
        "es": "Descartar una carta devuelve una ficha azul a la tapa; luego se roba.",
        "zh-Hant": "棄一張牌可取回一個藍色標記，然後抽牌。",
    },
    "hanabi.play.extends": {
        "en": "A played card that extends its firework stays there.",
        "fr": "Une carte jouée qui prolonge son feu y reste.",
        "es": "Una carta jugada que continúa su fuego artificial se queda en él.",
        "zh-Hant": "打出的牌若能接上同色煙火就放上去。",
    },
    "hanabi.play.misfire": {
        "en": "A played card that extends no firework goes to the discard pile with a red token.",
        "fr": "Une carte qui ne prolonge aucun feu part à la défausse avec un jeton rouge.",
        "es": "Una carta que no continúa ningún fuego va al descarte con una ficha roja.",
        "zh-Hant": "打出的牌若接不上任何煙火，就進入棄牌堆並放一個紅色標記。",
    },
    "hanabi.play.five-bonus": {
        "en": "Completing a firework with its 5 returns a blue token, lost if all eight are in the lid.",
        "fr": "Poser le 5 d'une couleur rend un jeton bleu, perdu si les huit sont déjà dans le couvercle.",
        "es": "Completar un fuego con su 5 devuelve una ficha azul, que se pierde si las ocho ya están en la tapa.",
        "zh-Hant": "以 5 完成一種煙火可取回一個藍色標記；若 8 個都在盒蓋中則作廢。",
    },
    "hanabi.draw.after-action": {
        "en": "After playing or discarding, draw a card without looking, while the deck lasts.",
        "fr": "Après avoir joué ou défaussé, on pioche sans regarder, tant qu'il reste des cartes.",
        "es": "Tras jugar o descartar, se roba sin mirar mientras quede mazo.",
        "zh-Hant": "打出或棄牌後，只要牌堆還有牌就不看地抽一張。",
    },
    "hanabi.end.strikes": {
        "en": "The third red token ends the game at once: it is lost.",
        "fr": "Le troisième jeton rouge arrête la partie aussitôt : elle est perdue.",
        "es": "La tercera ficha roja termina la partida en el acto: se pierde.",
        "zh-Hant": "第三個紅色標記立即結束遊戲：遊戲失敗。",
    },
    "hanabi.end.perfect": {
        "en": "When all fireworks are complete the game ends on the maximum score.",
        "fr": "Quand tous les feux sont complets, la partie s'arrête sur le score maximal.",
        "es": "Cuando todos los fuegos están completos, la partida termina con la puntuación máxima.",
        "zh-Hant": "所有煙火完成時，遊戲以最高分結束。",
    },
    "hanabi.end.last-round": {
        "en": "Once the last card is drawn, every player, the drawer included, plays one more turn without drawing.",
        "fr": "Dès que la dernière carte est piochée, chaque joueur, y compris lui, joue encore un tour sans repiocher.",
        "es": "Cuando se roba la última carta, cada jugador, incluido quien la robó, juega un turno más sin robar.",
        "zh-Hant": "最後一張牌被抽走後，每位玩家（包括抽牌者）再進行一回合，不再抽牌。",
    },
    "hanabi.score.sum": {
        "en": "The score is the sum of the highest card of each firework.",
        "fr": "Le score est la somme de la plus haute carte de chaque feu.",
        "es": "La puntuación es la suma de la carta más alta de cada fuego.",
        "zh-Hant": "分數是每種煙火最高那張牌的總和。",
    },
    "hanabi.score.rating": {
        "en": "The score is read on a scale from laughable (5 or less) to legendary (25).",
        "fr": "Le score se lit sur une échelle de risible (5 ou moins) à légendaire (25).",
        "es": "La puntuación se lee en una escala de risible (5 o menos) a legendaria (25).",
        "zh-Hant": "分數依等級解讀，從可笑（5 分以下）到傳奇（25 分）。",
    },
    "hanabi.bouquet.continue": {
        "en": "Bouquet final: play goes on after the deck runs out until all fireworks are complete.",
        "fr": "Bouquet final : la partie continue après la fin de la pioche jusqu'à ce que les feux soient complets.",
        "es": "Traca final: se sigue jugando tras agotarse el mazo hasta completar todos los fuegos.",
        "zh-Hant": "終極煙火：牌堆用完後繼續遊戲，直到所有煙火完成。",
    },
    "hanabi.bouquet.indispensable": {
        "en": "Bouquet final: discarding an indispensable card loses the game.",
        "fr": "Bouquet final : défausser une carte indispensable fait perdre la partie.",
        "es": "Traca final: descartar una carta indispensable hace perder la partida.",
        "zh-Hant": "終極煙火：棄掉不可或缺的牌即告失敗。",
    },
    "hanabi.bouquet.perfect-only": {
        "en": "Bouquet final: only a perfect score counts.",
        "fr": "Bouquet final : seul un score parfait compte.",
        "es": "Traca final: solo cuenta una puntuación perfecta.",
        "zh-Hant": "終極煙火：只有滿分才算數。",
    },
    "hanabi.bouquet.no-action": {
        "en": "Bouquet final: a player with no card and no clue to give is skipped.",
        "fr": "Bouquet final : un joueur sans carte et sans indice possible est sauté.",
        "es": "Traca final: se salta a un jugador sin cartas y sin pista posible.",
        "zh-Hant": "終極煙火：沒有手牌也無法給提示的玩家會被跳過。",
    },
}

RATINGS: dict[str, dict[str, str]] = {
    "hanabi.rating.laughable": {"en": "laughable", "fr": "risible", "es": "risible", "zh-Hant": "可笑"},
    "hanabi.rating.mediocre": {"en": "mediocre", "fr": "médiocre", "es": "mediocre", "zh-Hant": "平庸"},
    "hanabi.rating.honourable": {"en": "honourable", "fr": "honorable", "es": "honorable", "zh-Hant": "尚可"},
    "hanabi.rating.excellent": {"en": "excellent", "fr": "excellent", "es": "excelente", "zh-Hant": "精彩"},
    "hanabi.rating.extraordinary": {
        "en": "extraordinary",
        "fr": "extraordinaire",
        "es": "extraordinario",
        "zh-Hant": "非凡",
    },
    "hanabi.rating.legendary": {"en": "legendary", "fr": "légendaire", "es": "legendario", "zh-Hant": "傳奇"},
}

COLOUR_NAMES: dict[str, dict[str, str]] = {
    "hanabi.colour.red": {"en": "red", "fr": "rouge", "es": "rojo", "zh-Hant": "紅"},
    "hanabi.colour.yellow": {"en": "yellow", "fr": "jaune", "es": "amarillo", "zh-Hant": "黃"},
    "hanabi.colour.green": {"en": "green", "fr": "vert", "es": "verde", "zh-Hant": "綠"},
    "hanabi.colour.blue": {"en": "blue", "fr": "bleu", "es": "azul", "zh-Hant": "藍"},
    "hanabi.colour.white": {"en": "white", "fr": "blanc", "es": "blanco", "zh-Hant": "白"},
    "hanabi.colour.multi": {"en": "multicolour", "fr": "multicolore", "es": "multicolor", "zh-Hant": "多彩"},
}

END_REASONS: dict[str, dict[str, str]] = {
    "hanabi.reason.strikes": {
        "en": "the third red token fell",
        "fr": "le troisième jeton rouge est tombé",
        "es": "cayó la tercera ficha roja",
        "zh-Hant": "第三個紅色標記落下",
    },
    "hanabi.reason.perfect": {
        "en": "all fireworks are complete",
        "fr": "tous les feux sont complets",
        "es": "todos los fuegos están completos",
        "zh-Hant": "所有煙火都已完成",
    },
    "hanabi.reason.deck-out": {
        "en": "the last round after the deck ran out is over",
        "fr": "le dernier tour après la pioche est joué",
        "es": "se jugó la última ronda tras agotarse el mazo",
        "zh-Hant": "牌堆用完後的最後一輪已結束",
    },
    "hanabi.reason.indispensable-discarded": {
        "en": "an indispensable card was discarded",
        "fr": "une carte indispensable a été défaussée",
        "es": "se descartó una carta indispensable",
        "zh-Hant": "不可或缺的牌被棄掉了",
    },
    "hanabi.reason.no-legal-action": {
        "en": "no player can act any more",
        "fr": "plus aucun joueur ne peut agir",
        "es": "ningún jugador puede actuar ya",
        "zh-Hant": "已沒有玩家能行動",
    },
}

register(RULES)
register(RATINGS)
register(COLOUR_NAMES)
register(END_REASONS)


def colour_name(colour: str, lang: str = "en") -> str:
    return translate(f"hanabi.colour.{colour}", lang)


def rating_word(key: str, lang: str = "en") -> str:
    return translate(f"hanabi.rating.{key}", lang)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"hanabi.reason.{reason}", lang)
