"""Rent a Hero's companion content: sources of every rule, FAQ, mistakes, tips and aid sheets.

Default rules: the Spanish rulebook (seed 003) with the French page (seed 000); the 8fspace
write-up (seed 001) and the Japanese original (« Variantes », end of seed 003) are presets.
Hero names follow parlour/games/rentahero/text.py.
"""

from __future__ import annotations

from parlour.rules.model import Block, Faq, GameCard, GameContent, Section, Sheet, Source, Texts


def t(en: str, fr: str, es: str, zh: str) -> Texts:
    """One text in the four languages."""
    return {"en": en, "fr": fr, "es": es, "zh-Hant": zh}


FR, ZH, ES = "000", "001", "003"

CARD = GameCard(
    players="3–5",
    minutes="20–30",
    age="8+",
    year="2012",
    designer="Kuro",
    publisher="2 Pionki",
    sources=(
        Source(FR, "Le jeu", "Joueurs 3 à 5 Durée 20 à 30 min Âge 8 ans et + Sortie 2012 Auteur Kuro Éditeur 2 Pionki"),
        Source(ZH, "出租英雄(Rent A Hero)", "遊戲人數：3-5人"),
    ),
)

SOURCES: dict[str, Source] = {
    # -- setup
    "rentahero.setup.players": Source(
        FR, "Le jeu en 30 secondes", "Un jeu de bluff et de déduction pour 3 à 5 joueurs."
    ),
    "rentahero.setup.cards": Source(ES, "Componentes", "77 cartas (11 de cada héroe)"),
    "rentahero.setup.deck": Source(
        ES, "Preparar", "Las cartas restantes forman el mazo común que se coloca boca abajo."
    ),
    "rentahero.setup.bands": Source(
        ES,
        "Preparar",
        "Si un jugador recibe 2 héroes idénticos, descarta uno de ellos y roba una nueva carta de héroe hasta que "
        "tenga 2 héroes diferentes.",
    ),
    "rentahero.setup.hands": Source(FR, "p. 3", "une main de cinq cartes face cachée"),
    "rentahero.setup.first-player": Source(ES, "Preparar", "Elige al azar al jugador inicial."),
    # -- the turn
    "rentahero.turn.out-of-turn": Source(
        ES, "Como se Juega", "En su turno, los jugadores asumen el rol de Jugador Activo."
    ),
    "rentahero.end.game-over": Source(
        ES, "Fin del juego", "Cuando un jugador tiene 6 héroes diferentes en su banda, inmediatamente gana el juego."
    ),
    # The seed has no word on a player ending the game for the others; it says how a game ends,
    # and none of its ends is a player's choice (docs/rules/rentahero.md).
    "rentahero.end.no-terminate": Source(
        ES,
        "Fin del juego",
        "De lo contrario, cuando un jugador roba la última carta del mazo, el juego termina al final de la ronda "
        "actual.",
    ),
    "rentahero.turn.reveal": Source(
        ES,
        "Como se Juega",
        "Al comienzo de su turno, el jugador activo roba la primera carta del mazo y la coloca boca arriba en el "
        "descarte.",
    ),
    "rentahero.turn.send-first": Source(
        ES, "Como se Juega", "Durante su turno, el Jugador Activo envía un héroe al jugador de su izquierda"
    ),
    "rentahero.turn.next": Source(
        ES,
        "Como se Juega",
        "Una vez que el héroe vagabundo es reclutado (o descartado por un poder), el Jugador Activo roba una carta "
        "y la coloca en su mano.",
    ),
    # -- sending
    "rentahero.send.requirement": Source(
        ES,
        "Como se Juega",
        "El jugador activo debe elegir, de las cartas en su mano, un héroe que corresponda a la fuerza requerida.",
    ),
    "rentahero.send.not-in-hand": Source(
        ES,
        "Como se Juega",
        "Lo coloca boca abajo y lo envía al siguiente jugador en el sentido de las agujas del reloj.",
    ),
    "rentahero.send.from-deck": Source(
        ES,
        "No tengo tarjeta correspondiente",
        "Si no tienes ninguna carta en tu mano que cumpla con la fuerza requerida, debes robar y enviar la primera "
        "carta del mazo boca abajo como el héroe vagabundo.",
    ),
    "rentahero.send.discard": Source(
        FR,
        "p. 5",
        "Tu envoies comme héros vagabond la carte du dessus de la pioche, après l'avoir regardée, et tu dois en "
        "plus te défausser d'une carte de ta main.",
    ),
    "rentahero.send.discard-first": Source(
        ES,
        "No tengo tarjeta correspondiente",
        "Mira esta tarjeta y pásala al jugador de tu izquierda. Además, descarta una carta de tu mano.",
    ),
    "rentahero.send.discard-not-in-hand": Source(
        ES, "No tengo tarjeta correspondiente", "Además, descarta una carta de tu mano."
    ),
    "rentahero.send.no-discard": Source(
        FR,
        "p. 5",
        "Sans carte valable, on envoie la carte du dessus de la pioche et on se défausse aussi d'une carte de sa main.",
    ),
    "rentahero.send.once": Source(ES, "Como se Juega", "Esta carta se llama héroe vagabundo durante toda la ronda."),
    "rentahero.send.impossible": Source(
        ES, "No tengo tarjeta correspondiente", "debes robar y enviar la primera carta del mazo boca abajo"
    ),
    # -- holding the wandering hero
    "rentahero.hold.recruit": Source(
        ES,
        "Reclutando héroes",
        "Si un jugador recluta a un héroe que aún no tiene, lo agrega a su banda de héroes.",
    ),
    "rentahero.pass.left": Source(
        ES,
        "Como se Juega",
        "pasar y enviar al héroe vagabundo al siguiente jugador en el sentido de las agujas del reloj",
    ),
    "rentahero.recruit.forced": Source(
        ES,
        "Como se Juega",
        "Si el héroe vagabundo hace un recorrido completo por la mesa y regresa al Jugador Activo, debe reclutar "
        "al héroe, lo quiera o no.",
    ),
    "rentahero.recruit.duplicate": Source(
        ES,
        "Reclutando héroes",
        "Si un jugador recluta a un héroe que ya tiene, las dos cartas idénticas se colocan boca abajo junto a su "
        "banda de héroes.",
    ),
    "rentahero.recruit.threatened": Source(
        ES,
        "Poderes de héroe",
        "Si uno de tus héroes está a punto de ser eliminado porque reclutaste a un héroe idéntico, puedes, si aún "
        "no lo has hecho, usar el poder de este héroe.",
    ),
    "rentahero.recruit.settled": Source(ES, "Poderes de héroe", 'Tan pronto como un jugador dice "Estoy reclutando"'),
    # -- hints
    "rentahero.hint.self": Source(
        ES, "Pistas", "(el jugador que comenzó a enviar al héroe vagabundo alrededor de la mesa)"
    ),
    "rentahero.hint.last-card": Source(
        ES,
        "Pistas",
        "no puede usar la última carta de su mano para pedir una pista: si solo tiene una carta en su mano, no "
        "puede obtener una pista adicional.",
    ),
    "rentahero.hint.not-in-hand": Source(
        ES, "Pistas", "puedes pasar una de las cartas de tu mano, boca abajo, al Jugador Activo"
    ),
    "rentahero.hint.limit": Source(ZH, "遊戲流程：", "每人每回合有一次詢問啟動玩家的機會"),
    "rentahero.hint.answer": Source(
        ES, "Pistas", 'Si la tarjeta es idéntica a la del héroe vagabundo, debe responder "sí", si no, responde "no".'
    ),
    "rentahero.hint.face-down": Source(
        ES,
        "Pistas",
        "Luego, su carta se descarta, temporalmente boca abajo, para que los otros jugadores no sepan qué carta era.",
    ),
    # -- powers
    "rentahero.power.in-band": Source(
        ES, "Poderes de héroe", "Puedes usar los poderes de los héroes en tu banda (no los de tu mano)"
    ),
    "rentahero.power.used": Source(
        ES,
        "Poderes de héroe",
        "Una vez que haya usado el poder de un héroe, gire la carta un cuarto de vuelta para que quede horizontal, "
        "mostrando que se ha usado.",
    ),
    "rentahero.power.arguments": Source(ES, "Potestades", "El jugador de su elección se ve obligado a pasar"),
    "rentahero.power.sideways": Source(
        ES,
        "Potestades",
        "Este héroe se considera usado incluso si su poder fue anulado. Por lo tanto, gírelo horizontalmente.",
    ),
    "rentahero.power.fresh": Source(ZH, "遊戲流程：", "再一次招募到此英雄時便可再次使用能力"),
    "rentahero.power.no-wandering": Source(ES, "Potestades", "Pirómano: descarta al héroe vagabundo."),
    "rentahero.power.declared": Source(
        ES,
        "Poderes de héroe",
        'Tan pronto como un jugador dice "Estoy reclutando", el héroe ya no se considera un héroe vagabundo por '
        "nada relacionado con los poderes.",
    ),
    "rentahero.chicken.response-only": Source(
        ES, "Potestades", "Anula los efectos de otro héroe que se acaba de usar."
    ),
    "rentahero.chicken.cancel": Source(ES, "Potestades", "Un Angry Chicken puede anular a otro Angry Chicken."),
    "rentahero.pyromaniac.discard": Source(
        ES,
        "Potestades",
        "Tan pronto como el héroe vagabundo sea descartado boca arriba, el poder de Pyromaniac no podrá ser "
        "anulado por Angry Chicken.",
    ),
    "rentahero.witch.refresh": Source(
        ES,
        "Potestades",
        "El poder de este héroe ahora se puede reutilizar, incluso inmediatamente después de que la Bruja lo "
        "refresque.",
    ),
    "rentahero.witch.not-itself": Source(ES, "Potestades", "Bruja: Refresca a uno de tus héroes."),
    "rentahero.witch.answer": Source(ZH, "英雄牌介紹：", "並可立即使用"),
    "rentahero.witch.used-only": Source(
        ES, "Potestades", "Actualiza a uno de los héroes de tu banda que está horizontal."
    ),
    "rentahero.dog.muzzle": Source(
        ES,
        "Potestades",
        "El jugador de su elección se ve obligado a pasar y enviar al héroe vagabundo al siguiente jugador.",
    ),
    "rentahero.dog.muzzled": Source(ES, "Potestades", "Entrenador de perros: evita que un jugador reclute."),
    "rentahero.dog.active-discard": Source(
        ES,
        "Potestades",
        "Si el héroe vagabundo se envía al jugador activo, que es el objetivo del entrenador de perros, el héroe "
        "vagabundo se descarta.",
    ),
    "rentahero.dog.target-self": Source(
        ES,
        "Potestades",
        "No puedes usar el adiestrador de perros contigo mismo para evitar reclutar a un héroe vagabundo.",
    ),
    "rentahero.dog.no-seat": Source(ES, "Potestades", "El jugador de su elección"),
    "rentahero.dog.already-muzzled": Source(ZH, "英雄牌介紹：", "讓一位玩家不能招募英雄，該玩家將會被跳過。"),
    "rentahero.sergeant.look": Source(
        ES,
        "Potestades",
        "El Sargento te permite mirar en secreto la carta del héroe vagabundo, teniendo cuidado de no mostrar esta "
        "carta a los demás jugadores.",
    ),
    "rentahero.sergeant.announce": Source(
        ES,
        "Potestades",
        "Está absolutamente permitido mentir y anunciar el nombre de una tarjeta diferente a la que realmente vio.",
    ),
    "rentahero.sergeant.announce-first": Source(
        ES,
        "Potestades",
        "Puedes revelar el nombre del héroe vagabundo a los otros jugadores si quieres darles información, pero no "
        "puedes mostrarles la tarjeta.",
    ),
    "rentahero.sergeant.nothing": Source(ZH, "英雄牌介紹：", "看完後你可以告訴別人這張牌是什麼"),
    "rentahero.knight.ignore": Source(
        ES,
        "Potestades",
        "Este poder permite al Jugador Activo ignorar la fuerza requerida y enviar una carta de su elección, de las "
        "que tiene en la mano, como héroe vagabundo.",
    ),
    "rentahero.knight.before-send": Source(ES, "Potestades", "Caballero negro: ignora la fuerza requerida."),
    "rentahero.knight.already": Source(ZH, "英雄牌介紹：", "你想傳哪一張英雄就傳哪一張英雄"),
    "rentahero.wizard.draw": Source(
        ES,
        "Potestades",
        "Si solo queda una carta en el mazo, solo puede robar una carta. No hay límite en el tamaño de la mano.",
    ),
    "rentahero.wizard.empty-deck": Source(
        ES, "Potestades", "Este poder te permite robar dos cartas de la parte superior del mazo y agregarlas a tu mano."
    ),
    # -- windows
    "rentahero.window.pending": Source(
        ES,
        "Poderes de héroe",
        "Puedes usar un poder en cualquier momento, incluso fuera de tu turno o incluso cuando el héroe vagabundo "
        "no está frente a ti.",
    ),
    "rentahero.window.chicken": Source(
        ES, "Poderes de héroe", "Cuando uses un poder, deja tiempo para que los otros jugadores reaccionen."
    ),
    "rentahero.window.open": Source(
        ES, "Poderes de héroe", "Sin embargo, después de que haya pasado un tiempo razonable, no podrá regresar."
    ),
    "rentahero.window.none": Source(ES, "Como se Juega", "usar un poder (puede hacerlo cualquier jugador)."),
    "rentahero.window.not-pending": Source(ZH, "遊戲流程：", "在條件符合的情況下隨時可發動"),
    "rentahero.window.chicken-only": Source(
        ZH, "英雄牌介紹：", "取消一個能力，當然憤怒雞的能力也是可以被另一張憤怒雞給消除。"
    ),
    # -- deck and end
    "rentahero.deck.reshuffle": Source(
        ES, "Variantes", "Cuando la baraja esté vacía, baraja el descarte para formar una nueva baraja."
    ),
    "rentahero.end.six-heroes": Source(FR, "p. 8", "Six héros différents dans ton groupe : tu gagnes aussitôt."),
    "rentahero.end.deck-out": Source(
        FR, "p. 8-9", "La dernière carte tirée, on finit le tour et le groupe le plus fourni l'emporte."
    ),
    "rentahero.end.no-cards": Source(
        ES, "Variantes", "el final del juego solo ocurre si un jugador tiene 6 héroes diferentes."
    ),
    "rentahero.end.ranking": Source(
        ES, "Fin del juego", "En este caso, el jugador con más héroes en su banda gana el juego."
    ),
    "rentahero.end.tie-eliminated": Source(
        FR, "p. 9", "On regarde d'abord la pile de héros éliminés : la plus petite gagne."
    ),
    "rentahero.end.tie-powers": Source(
        ES,
        "Fin del juego",
        "Si todavía hay un empate, el jugador que usó la menor cantidad de poderes de héroe gana el juego.",
    ),
    "rentahero.end.shared": Source(
        ES, "Fin del juego", "Si hay un empate después de eso, ¡todos los ganadores comparten la victoria!"
    ),
}

STATEMENTS: dict[str, Texts] = {
    "rentahero.hint.limit": t(
        "8fspace house rules: each player may ask only one hint about each wandering hero (by default there is no "
        "limit).",
        "Règle maison 8fspace : chaque joueur ne peut demander qu'un indice par héros vagabond (par défaut, il n'y a "
        "pas de limite).",
        "Reglas de la casa 8fspace: cada jugador solo puede pedir una pista por cada héroe vagabundo (por defecto no "
        "hay límite).",
        "8fspace 的家規：每位玩家對每個流浪英雄只能詢問一次（預設規則沒有次數限制）。",
    ),
}

SECTIONS: dict[str, Section] = {
    "setup": "setup",
    "turn": "turn",
    "send": "turn",
    "hold": "turn",
    "pass": "turn",
    "recruit": "turn",
    "hint": "turn",
    "power": "turn",
    "chicken": "turn",
    "pyromaniac": "turn",
    "witch": "turn",
    "dog": "turn",
    "sergeant": "turn",
    "knight": "turn",
    "wizard": "turn",
    "window": "turn",
    "deck": "variants",
    "end": "end",
}

TURN: tuple[Texts, ...] = (
    t(
        "The active player turns the deck's top card face up onto the discard pile: its required strength (bottom "
        "right) says which heroes may be sent.",
        "Le joueur principal retourne la carte du dessus de la pioche sur la défausse : sa force requise (en bas à "
        "droite) dit quels héros peuvent être envoyés.",
        "El jugador activo pone boca arriba en el descarte la primera carta del mazo: su fuerza requerida (abajo a la "
        "derecha) indica qué héroes se pueden enviar.",
        "啟動玩家把牌庫頂的牌翻開放進棄牌堆：右下角的強度需求決定可以傳出哪些英雄。",
    ),
    t(
        "He sends a hand card meeting that requirement face down to the player on his left: the wandering hero. "
        "With no such card, he sends the deck's top card after looking at it, and discards a card of his hand.",
        "Il envoie face cachée à son voisin de gauche une carte de sa main qui respecte cette force : le héros "
        "vagabond. S'il n'en a aucune, il envoie la carte du dessus de la pioche après l'avoir regardée, et se "
        "défausse d'une carte de sa main.",
        "Envía boca abajo al jugador de su izquierda una carta de su mano que cumpla esa fuerza: el héroe vagabundo. "
        "Si no tiene ninguna, envía la primera carta del mazo tras mirarla y descarta una carta de su mano.",
        "他從手牌挑一張符合強度需求的牌，蓋著傳給左手邊的玩家：這就是流浪英雄。若沒有符合的牌，就看過牌庫頂的牌後把它傳出，"
        "並棄掉一張手牌。",
    ),
    t(
        "Whoever holds the wandering hero recruits it, passes it on to the left, or first asks hints; anyone may use "
        "a power of his band at any time.",
        "Celui qui tient le héros vagabond le recrute, le passe à gauche ou demande d'abord des indices ; chacun peut "
        "utiliser à tout moment un pouvoir de son groupe.",
        "Quien tiene el héroe vagabundo lo recluta, lo pasa a la izquierda o antes pide pistas; cualquiera puede usar "
        "en cualquier momento un poder de su banda.",
        "拿到流浪英雄的玩家可以招募、傳給左手邊，或先詢問；任何人隨時都可以發動自己團隊英雄的能力。",
    ),
    t(
        "If it comes back to the active player after a full circle, he must recruit it. A hero already in the band "
        "eliminates both copies.",
        "S'il revient au joueur principal après un tour de table complet, celui-ci doit le recruter. Un héros déjà "
        "présent dans le groupe élimine les deux exemplaires.",
        "Si vuelve al jugador activo tras dar la vuelta a la mesa, este debe reclutarlo. Un héroe que ya está en la "
        "banda elimina ambas copias.",
        "流浪英雄繞桌一圈回到啟動玩家時，他必須招募。招募到團隊中已有的英雄，兩張都會被消滅。",
    ),
    t(
        "Once the hero is recruited (or discarded by a power), the active player draws a card and the player on his "
        "left becomes active.",
        "Une fois le héros recruté (ou défaussé par un pouvoir), le joueur principal pioche une carte et son voisin "
        "de gauche prend la main.",
        "Una vez reclutado el héroe (o descartado por un poder), el jugador activo roba una carta y el jugador de su "
        "izquierda pasa a ser el activo.",
        "流浪英雄被招募（或被能力棄掉）後，啟動玩家抽一張牌，由左手邊的玩家成為新的啟動玩家。",
    ),
)


def faq(slug: str, question: Texts, answer: Texts, source: Source, *rules: str) -> Faq:
    return Faq(f"rentahero.faq.{slug}", "faq", question, answer, source, tuple(f"rentahero.{r}" for r in rules))


def mistake(slug: str, title: Texts, answer: Texts, source: Source, *rules: str) -> Faq:
    return Faq(f"rentahero.mistake.{slug}", "mistake", title, answer, source, tuple(f"rentahero.{r}" for r in rules))


def tip(slug: str, title: Texts, answer: Texts, source: Source, *rules: str) -> Faq:
    return Faq(f"rentahero.tip.{slug}", "tip", title, answer, source, tuple(f"rentahero.{r}" for r in rules))


ENTRIES: tuple[Faq, ...] = (
    # -- the French page's questions (seed 000, « Les règles en questions »)
    faq(
        "how-to-win",
        t(
            "How do you win a game of Rent a Hero?",
            "Comment gagne-t-on une partie de Rent a Hero ?",
            "¿Cómo se gana una partida de Rent a Hero?",
            "出租英雄要怎麼獲勝？",
        ),
        t(
            "As soon as a player has six different heroes in his band, he wins on the spot. Otherwise, once the "
            "last card of the deck has been drawn, the turn is finished and the player with the most heroes in his "
            "band wins.",
            "Dès qu'un joueur réunit six héros différents dans son groupe, il l'emporte sur-le-champ. Sinon, une fois "
            "la pioche vidée, on finit le tour et celui qui a le plus de héros dans son groupe gagne.",
            "En cuanto un jugador tiene seis héroes diferentes en su banda, gana de inmediato. Si no, cuando se roba "
            "la última carta del mazo se termina el turno y gana quien tenga más héroes en su banda.",
            "一旦有玩家的團隊集滿六種不同的英雄，他立即獲勝。否則，牌庫最後一張牌被抽走後打完當前回合，團隊中英雄最多的玩家獲勝。",
        ),
        Source(
            FR,
            "p. 8-9",
            "Dès qu'un joueur réunit six héros différents dans son groupe, il l'emporte sur-le-champ.",
        ),
        "end.six-heroes",
        "end.deck-out",
        "end.ranking",
    ),
    faq(
        "tie-break",
        t(
            "How is a tie broken at the end of the game?",
            "Comment départager une égalité en fin de partie ?",
            "¿Cómo se desempata al final de la partida?",
            "遊戲結束時平手要怎麼分勝負？",
        ),
        t(
            "First look at the piles of eliminated heroes: the smallest pile wins. If that is not enough, the player "
            "who used the fewest powers wins. As a last resort, the tied players share the victory.",
            "On regarde d'abord la pile de héros éliminés : la plus petite gagne. Si ça ne suffit pas, l'avantage va "
            "à celui qui a utilisé le moins de pouvoirs. En dernier recours, la victoire est partagée.",
            "Primero se mira la pila de héroes eliminados: gana la más pequeña. Si no basta, gana quien haya usado "
            "menos poderes de héroe. Si aun así hay empate, los empatados comparten la victoria.",
            "先比淘汰英雄堆：牌最少的玩家獲勝。若仍平手，使用能力次數最少的玩家獲勝。再平手的話，平手的玩家共享勝利。",
        ),
        Source(FR, "p. 9", "Si ça ne suffit pas, l'avantage va à celui qui a utilisé le moins de pouvoirs."),
        "end.tie-eliminated",
        "end.tie-powers",
        "end.shared",
    ),
    faq(
        "duplicate",
        t(
            "What happens if I recruit a hero I already have?",
            "Que se passe-t-il si je recrute un héros que j'ai déjà ?",
            "¿Qué pasa si recluto un héroe que ya tengo?",
            "如果招募到已經有的英雄會怎樣？",
        ),
        t(
            "You lose both: the recruited card and the one in your band go face down to your pile of eliminated "
            "heroes. Just before, you may still use the threatened hero's power if it is unused. (House rules "
            "8fspace: both go to the discard pile instead.)",
            "Vous perdez les deux : la carte recrutée et celle de votre groupe partent face cachée dans votre pile de "
            "héros éliminés. Juste avant, vous pouvez encore utiliser le pouvoir du héros menacé si c'est possible. "
            "(Règles maison 8fspace : les deux vont à la défausse.)",
            "Pierdes los dos: la carta reclutada y la de tu banda van boca abajo a tu pila de héroes eliminados. "
            "Justo antes, aún puedes usar el poder del héroe amenazado si no lo has usado. (Reglas de la casa "
            "8fspace: los dos van al descarte.)",
            "兩張都會失去：招募的牌和團隊裡原有的那張一起蓋著放進你的淘汰英雄堆。在那之前，若受威脅英雄的能力還沒用過，"
            "你仍可以發動它。（8fspace 家規：兩張都丟進棄牌堆。）",
        ),
        Source(
            FR,
            "p. 6, 8",
            "Tu perds les deux : la carte recrutée et celle de ton groupe partent face cachée dans ta pile de héros "
            "éliminés.",
        ),
        "recruit.duplicate",
        "recruit.threatened",
    ),
    faq(
        "no-matching-card",
        t(
            "What if I have no card that meets the required strength?",
            "Que faire si je n'ai aucune carte qui respecte la condition requise ?",
            "¿Qué hago si no tengo ninguna carta que cumpla la fuerza requerida?",
            "手上沒有符合強度需求的牌怎麼辦？",
        ),
        t(
            "You send the deck's top card as the wandering hero, after looking at it, and you must also discard a "
            "card of your hand. (House rules 8fspace: no discard.)",
            "Vous envoyez comme héros vagabond la carte du dessus de la pioche, après l'avoir regardée, et vous devez "
            "en plus vous défausser d'une carte de votre main. (Règles maison 8fspace : pas de défausse.)",
            "Envías como héroe vagabundo la primera carta del mazo, después de mirarla, y además debes descartar una "
            "carta de tu mano. (Reglas de la casa 8fspace: sin descarte.)",
            "從牌庫頂拿一張牌，看過之後當作流浪英雄傳出，而且還要棄掉一張手牌。（8fspace 家規：不用棄牌。）",
        ),
        Source(FR, "p. 5", "Tu envoies comme héros vagabond la carte du dessus de la pioche, après l'avoir regardée"),
        "send.from-deck",
        "send.discard",
    ),
    faq(
        "hints",
        t(
            "How does asking for a hint work?",
            "Comment fonctionne la demande d'indice ?",
            "¿Cómo funciona pedir una pista?",
            "詢問是怎麼進行的？",
        ),
        t(
            "You give a card of your hand, face down, to the active player. He compares it in secret with the "
            "wandering hero and answers yes if it is the same hero, no otherwise. Your card is discarded face down. "
            "You may ask again, but never with your last card.",
            "Vous donnez une carte de votre main, cachée, au joueur principal. Il la compare en secret au héros "
            "vagabond et répond oui si c'est le même héros, non sinon. Votre carte est défaussée. Vous pouvez "
            "recommencer, sauf avec votre dernière carte.",
            "Das una carta de tu mano, boca abajo, al jugador activo. Él la compara en secreto con el héroe "
            "vagabundo y responde sí si es el mismo héroe, si no, no. Tu carta se descarta boca abajo. Puedes "
            "repetir, pero nunca con tu última carta.",
            "把一張手牌蓋著交給啟動玩家。他偷偷把它和流浪英雄比較，相同就答「是」，否則答「不是」。你的牌蓋著丟進棄牌堆。"
            "可以再問，但不能用最後一張手牌。",
        ),
        Source(
            FR,
            "p. 7",
            "Il la compare en secret au héros vagabond et répond oui si c'est le même héros, non sinon.",
        ),
        "hint.answer",
        "hint.face-down",
        "hint.last-card",
    ),
    faq(
        "nobody-recruits",
        t(
            "What happens if nobody recruits the wandering hero?",
            "Que se passe-t-il si personne ne recrute le héros vagabond ?",
            "¿Qué pasa si nadie recluta al héroe vagabundo?",
            "如果沒有人招募流浪英雄會怎樣？",
        ),
        t(
            "After a full circle of the table the card comes back to the active player, who must then recruit it, "
            "even if that eliminates one of his heroes.",
            "Après un tour complet de table, la carte revient au joueur principal, qui est alors forcé de la "
            "recruter, même si cela élimine un de ses héros.",
            "Tras dar la vuelta completa a la mesa, la carta vuelve al jugador activo, que debe reclutarla, aunque "
            "eso elimine a uno de sus héroes.",
            "繞桌一圈後流浪英雄回到啟動玩家手上，他必須招募，即使因此消滅自己的一個英雄。",
        ),
        Source(
            FR,
            "p. 6",
            "Après un tour complet de table, la carte revient au joueur principal, qui est alors forcé de la recruter",
        ),
        "recruit.forced",
        "recruit.duplicate",
    ),
    faq(
        "power-from-hand",
        t(
            "Can I use the power of a card in my hand?",
            "Peut-on utiliser le pouvoir d'une carte qu'on a en main ?",
            "¿Puedo usar el poder de una carta que tengo en la mano?",
            "可以發動手牌的能力嗎？",
        ),
        t(
            "No: only the heroes in your band give their power, once each. After use the card is turned sideways. "
            "You may trigger it at any time, even during someone else's turn.",
            "Non : seuls les héros posés dans votre groupe donnent leur pouvoir, une seule fois chacun. Après usage, "
            "la carte est tournée à l'horizontale. Vous pouvez le déclencher à tout moment, même pendant le tour d'un "
            "autre.",
            "No: solo los héroes de tu banda dan su poder, una vez cada uno. Después de usarlo, la carta se gira en "
            "horizontal. Puedes usarlo en cualquier momento, incluso fuera de tu turno.",
            "不行：只有團隊裡的英雄能發動能力，每個只能用一次。用過後把牌橫置。能力隨時都可以發動，即使是別人的回合。",
        ),
        Source(FR, "p. 8", "seuls les héros posés dans ton groupe donnent leur pouvoir, une seule fois chacun."),
        "power.in-band",
        "power.used",
        "window.pending",
    ),
    faq(
        "starting-cards",
        t(
            "How many cards does each player get at the start?",
            "Combien de cartes reçoit-on au début de la partie ?",
            "¿Cuántas cartas recibe cada jugador al empezar?",
            "開局每人拿幾張牌？",
        ),
        t(
            "Each player starts with two different heroes face up in front of him (his band) and a hand of five "
            "cards face down. The rest of the cards is the common deck.",
            "Chacun commence avec deux héros différents posés face visible devant lui et une main de cinq cartes "
            "face cachée. Le reste des cartes forme la pioche commune.",
            "Cada jugador empieza con dos héroes diferentes boca arriba delante de él (su banda) y una mano de cinco "
            "cartas boca abajo. Las cartas restantes forman el mazo común.",
            "每位玩家面前有兩張面朝上、彼此不同的英雄（起始團隊），以及五張蓋著的手牌。其餘的牌作為共用牌庫。",
        ),
        Source(
            FR,
            "p. 3",
            "Chacun commence avec deux héros différents posés face visible devant lui et une main de cinq cartes face "
            "cachée.",
        ),
        "setup.bands",
        "setup.hands",
    ),
    # -- the French page's frequent mistakes (seed 000, « Les erreurs fréquentes »)
    mistake(
        "powers-in-hand",
        t(
            "Playing the powers of cards in hand",
            "Jouer les pouvoirs des cartes en main",
            "Usar los poderes de las cartas de la mano",
            "發動手牌的能力",
        ),
        t(
            "Only the heroes of your band have a usable power, once each.",
            "Seuls les héros de votre groupe ont un pouvoir utilisable, une fois chacun.",
            "Solo los héroes de tu banda tienen un poder utilizable, una vez cada uno.",
            "只有團隊裡的英雄有可用的能力，每個只能用一次。",
        ),
        Source(FR, "p. 8", "Seuls les héros de ton groupe ont un pouvoir utilisable, une fois chacun."),
        "power.in-band",
        "power.used",
    ),
    mistake(
        "hint-last-card",
        t(
            "Asking for a hint with your last card",
            "Demander un indice avec sa dernière carte",
            "Pedir una pista con la última carta",
            "用最後一張手牌詢問",
        ),
        t(
            "It is not allowed: you need at least two cards in hand to ask for a hint.",
            "C'est interdit : il vous faut au moins deux cartes en main pour demander un indice.",
            "No está permitido: necesitas al menos dos cartas en la mano para pedir una pista.",
            "這是不允許的：手上至少要有兩張牌才能詢問。",
        ),
        Source(FR, "p. 7", "il te faut au moins deux cartes en main pour demander un indice."),
        "hint.last-card",
    ),
    mistake(
        "forgot-discard",
        t(
            "Forgetting to discard when you send from the deck",
            "Oublier de défausser quand on pioche faute de carte",
            "Olvidar descartar al enviar la carta del mazo",
            "從牌庫頂傳出時忘了棄牌",
        ),
        t(
            "With no valid card, you send the deck's top card and also discard a card of your hand.",
            "Sans carte valable, on envoie la carte du dessus de la pioche et on se défausse aussi d'une carte de sa "
            "main.",
            "Sin carta válida, se envía la primera carta del mazo y además se descarta una carta de la mano.",
            "沒有符合的牌時，從牌庫頂傳出一張牌，並且還要棄掉一張手牌。",
        ),
        Source(FR, "p. 5", "Oublier de défausser quand on pioche faute de carte"),
        "send.discard",
        "send.from-deck",
    ),
    # -- the rulebook's and the write-up's tips
    tip(
        "hint-before-recruiting",
        t(
            "Ask hints before you recruit",
            "Demandez des indices avant de recruter",
            "Pide pistas antes de reclutar",
            "招募前先詢問",
        ),
        t(
            "To avoid losing heroes to a duplicate, try to guess the wandering hero by asking hints: give a card of a "
            "hero you already have, and a yes tells you to pass.",
            "Pour éviter de perdre des héros sur un doublon, essayez de deviner le héros vagabond en demandant des "
            "indices : donnez une carte d'un héros que vous avez déjà, et un oui vous dit de passer.",
            "Para evitar la eliminación de tus héroes, intenta adivinar la identidad del héroe vagabundo pidiendo "
            "pistas: da una carta de un héroe que ya tienes y, si la respuesta es sí, pásalo.",
            "為了避免招募到重複的英雄而被消滅，可以先詢問來猜流浪英雄是誰：交出一張你團隊已有英雄的牌，答「是」就傳下去。",
        ),
        Source(
            ES,
            "Reclutando héroes",
            "Para evitar la eliminación de tus héroes, intenta adivinar la identidad del héroe vagabundo pidiendo "
            "pistas",
        ),
        "hint.answer",
        "recruit.duplicate",
    ),
    tip(
        "knight-stops-a-winner",
        t(
            "Keep the Black Knight for your own turn",
            "Gardez le Chevalier noir pour votre tour",
            "Guarda el Caballero negro para tu turno",
            "把黑騎士留到自己的回合",
        ),
        t(
            "Anyone may use the Black Knight on the active player, but it is mostly used on your own turn, so that "
            "you need not send a hero that would make another player win.",
            "On peut utiliser le Chevalier noir pour un autre joueur principal, mais il sert surtout à votre propre "
            "tour, pour ne pas devoir envoyer un héros qui ferait gagner un autre joueur.",
            "Puedes usar el Caballero negro en otro jugador, aunque casi siempre se usa en tu turno para no tener que "
            "enviar un héroe que haría ganar a otro jugador.",
            "黑騎士也可以在別人當啟動玩家時使用，但通常是留在自己的回合，避免被迫傳出會讓別人獲勝的英雄。",
        ),
        Source(
            ES,
            "Potestades",
            "la mayoría de las veces usarías este poder en tu turno para evitar enviar un héroe que haría que otro "
            "jugador ganara.",
        ),
        "knight.ignore",
    ),
    tip(
        "wizard-refills",
        t(
            "The Wizard refills a hand worn down by hints",
            "Le Magicien regarnit une main usée par les indices",
            "El Mago rellena una mano gastada por las pistas",
            "法師補回詢問用掉的手牌",
        ),
        t(
            "Every hint costs a card and is not replaced, so hands shrink; when yours is short, the Wizard's two "
            "cards are just what you need (there is no hand limit).",
            "Chaque indice coûte une carte qui n'est pas remplacée, donc les mains fondent ; quand la tienne est "
            "courte, les deux cartes du Magicien tombent à pic (la main n'a pas de limite).",
            "Cada pista cuesta una carta que no se repone, así que las manos se encogen; cuando la tuya es corta, "
            "las dos cartas del Mago son justo lo que necesitas (no hay límite de mano).",
            "每次詢問都要用掉一張手牌而且不能補牌，手牌會越來越少；這時候用法師抽兩張就對了（手牌沒有上限）。",
        ),
        Source(ZH, "英雄牌介紹：", "這時候用法師就對了"),
        "wizard.draw",
        "hint.face-down",
    ),
    # -- questions the seeds answer elsewhere
    faq(
        "required-strength",
        t(
            "Which heroes may I send for each turned card?",
            "Quels héros peut-on envoyer selon la carte retournée ?",
            "¿Qué héroes puedo enviar según la carta revelada?",
            "翻開的牌各需要傳出哪些英雄？",
        ),
        t(
            "The required strength is printed at the bottom right of the turned card: Angry Chicken 3 or less; "
            "Pyromaniac 5 or more; Witch 3, 4 or 5; Dog Trainer odd; Sergeant even; Black Knight at most the number "
            "of players; Wizard at least the number of players. A hero's strength is its number (1 to 7).",
            "La force requise est en bas à droite de la carte retournée : Poulet en colère 3 ou moins ; Pyromane 5 ou "
            "plus ; Sorcière 3, 4 ou 5 ; Dresseur de chiens impaire ; Sergent paire ; Chevalier noir au plus le "
            "nombre de joueurs ; Magicien au moins le nombre de joueurs. La force d'un héros est son numéro (1 à 7).",
            "La fuerza requerida está abajo a la derecha de la carta revelada: Pollo enojado 3 o menos; Pirómano 5 o "
            "más; Bruja 3, 4 o 5; Entrenador de perros impar; Sargento par; Caballero negro igual o menor que el "
            "número de jugadores; Mago igual o mayor que el número de jugadores. La fuerza de un héroe es su número.",
            "強度需求印在翻開那張牌的右下角：憤怒雞三以下；縱火狂五以上；女巫三至五；訓狗師奇數；警衛偶數；"
            "黑騎士不超過玩家人數；法師不低於玩家人數。英雄的強度就是它的編號（1 到 7）。",
        ),
        Source(ES, "Fuerza requerida", "Pollo enojado: Requiere una carta de fuerza 3 o menor."),
        "send.requirement",
        "turn.reveal",
    ),
    faq(
        "player-count-requirement",
        t(
            'What do "the number of players" requirements of the Black Knight and the Wizard mean?',
            "Que veut dire la force requise « nombre de joueurs » du Chevalier noir et du Magicien ?",
            '¿Qué significa la fuerza requerida "número de jugadores" del Caballero negro y del Mago?',
            "黑騎士和法師的「玩家人數」強度需求是什麼意思？",
        ),
        t(
            "Count the players at the table. A turned Black Knight asks for a hero of strength at most that number "
            "(3 players: 1, 2 or 3; 4 players: 1 to 4); a turned Wizard asks for at least that number (4 players: 4 "
            "to 7).",
            "Comptez les joueurs autour de la table. Un Chevalier noir retourné demande un héros de force au plus "
            "égale à ce nombre (à 3 : 1, 2 ou 3 ; à 4 : 1 à 4) ; un Magicien retourné, au moins égale (à 4 : 4 à 7).",
            "Cuenta los jugadores de la mesa. Un Caballero negro revelado pide un héroe de fuerza igual o menor que "
            "ese número (con 3: 1, 2 o 3; con 4: 1 a 4); un Mago revelado, igual o mayor (con 4: 4 a 7).",
            "看玩家人數。翻到黑騎士時要傳強度不超過人數的英雄（三人玩就是 3、2、1；四人玩就是 4、3、2、1）；"
            "翻到法師時要傳強度不低於人數的英雄（四人玩就是 4、5、6、7）。",
        ),
        Source(ZH, "英雄牌介紹：", "四人玩就是英雄4、3、2、1"),
        "send.requirement",
    ),
    faq(
        "example-send",
        t(
            "Can you give an example of sending a hero?",
            "Un exemple d'envoi de héros ?",
            "¿Hay un ejemplo de cómo se envía un héroe?",
            "可以舉個傳出英雄的例子嗎？",
        ),
        t(
            "The active player turns an Angry Chicken: a hero of strength 3 or less is required. He holds a "
            "Pyromaniac (2) and a Witch (3), which both qualify; he chooses the Witch and places it face down in "
            "front of the player on his left.",
            "Le joueur principal retourne un Poulet en colère : il faut un héros de force 3 ou moins. Il a en main "
            "un Pyromane (2) et une Sorcière (3), qui conviennent tous deux ; il choisit la Sorcière et la pose face "
            "cachée devant son voisin de gauche.",
            "El jugador activo revela un Pollo enojado: se requiere un héroe de fuerza 3 o menos. Tiene en la mano "
            "al Pirómano (fuerza 2) y a la Bruja (fuerza 3), que cumplen los dos; elige enviar a la Bruja y la "
            "coloca boca abajo frente al jugador de su izquierda.",
            "啟動玩家翻開憤怒雞：需要傳出強度三以下的英雄。他手上的縱火狂（2）和女巫（3）都符合；他選了女巫，"
            "蓋著放到左手邊玩家的面前。",
        ),
        Source(
            ES, "Como se Juega", "Es un pollo enojado. La carta muestra que se requiere un héroe de fuerza 3 o menos."
        ),
        "send.requirement",
        "turn.reveal",
    ),
    faq(
        "card-anatomy",
        t(
            "What is printed on a hero card?",
            "Que trouve-t-on sur une carte de héros ?",
            "¿Qué aparece en una carta de héroe?",
            "英雄牌上有哪些資訊？",
        ),
        t(
            "Its strength (top left, 1 to 7), its name and power (at the top), an illustration, and the required "
            "strength (bottom right), which applies when the card is turned at the start of a turn.",
            "Sa force (en haut à gauche, de 1 à 7), son nom et son pouvoir (en haut), une illustration, et la force "
            "requise (en bas à droite), qui compte quand la carte est retournée en début de tour.",
            "Su fuerza (arriba a la izquierda, del 1 al 7), su nombre y su poder (arriba), una ilustración y la fuerza "
            "requerida (abajo a la derecha), que cuenta cuando la carta se revela al comienzo de un turno.",
            "左上角的英雄強度（1 到 7）、上方的英雄名稱與能力、插圖，以及右下角的強度需求；回合開始翻開這張牌時，"
            "就要依它的需求傳出英雄。",
        ),
        Source(ZH, "英雄牌介紹：", "3. 右下角的強度需求，意即翻開這一張，需要出符合此需求強度的英雄。"),
        "setup.cards",
        "send.requirement",
    ),
    faq(
        "angry-chicken",
        t(
            "What does the Angry Chicken do?",
            "Que fait le Poulet en colère ?",
            "¿Qué hace el Pollo enojado?",
            "憤怒雞的能力是什麼？",
        ),
        t(
            "It cancels a power that has just been used, even another Angry Chicken's. The cancelled hero is still "
            "turned sideways and counts as used. A Pyromaniac's burn can no longer be cancelled once the card is on "
            "the discard pile.",
            "Il annule un pouvoir qui vient d'être utilisé, même celui d'un autre Poulet en colère. Le héros annulé "
            "est quand même tourné à l'horizontale et compte comme utilisé. Une fois la carte brûlée par un Pyromane "
            "sur la défausse, on ne peut plus l'annuler.",
            "Anula un poder que se acaba de usar, incluso el de otro Pollo enojado. El héroe anulado se gira "
            "igualmente "
            "en horizontal y cuenta como usado. Cuando el Pirómano ya ha puesto la carta en el descarte, no se puede "
            "anular.",
            "取消一個剛發動的能力，也可以取消另一隻憤怒雞。被取消的英雄仍然要橫置並算作已使用。縱火狂把牌丟進棄牌堆之後，"
            "憤怒雞就來不及取消了。",
        ),
        Source(ES, "Potestades", "Pollo enojado: anula una habilidad."),
        "chicken.cancel",
        "power.sideways",
        "chicken.response-only",
    ),
    faq(
        "pyromaniac",
        t(
            "What does the Pyromaniac do?",
            "Que fait le Pyromane ?",
            "¿Qué hace el Pirómano?",
            "縱火狂的能力是什麼？",
        ),
        t(
            "It discards the wandering hero face up onto the discard pile; the card is not an eliminated hero. The "
            "active player then draws and the next turn begins.",
            "Il défausse le héros vagabond face visible ; la carte ne compte pas comme héros éliminé. Le joueur "
            "principal pioche alors et le tour suivant commence.",
            "Coloca al héroe vagabundo boca arriba en el descarte; no se considera un héroe eliminado. Después el "
            "jugador activo roba y empieza el turno siguiente.",
            "把正在傳遞的流浪英雄面朝上丟進棄牌堆，這張牌不算淘汰英雄。接著啟動玩家抽牌，進入下一回合。",
        ),
        Source(
            ES,
            "Potestades",
            "Coloca al héroe vagabundo boca arriba en el descarte. No se le considera un héroe eliminado.",
        ),
        "pyromaniac.discard",
        "turn.next",
    ),
    faq(
        "witch",
        t(
            "What does the Witch do?",
            "Que fait la Sorcière ?",
            "¿Qué hace la Bruja?",
            "女巫的能力是什麼？",
        ),
        t(
            "She turns upright one hero of your band whose power has been used; that power may be used again at "
            "once. She cannot refresh herself.",
            "Elle redresse un héros de votre groupe dont le pouvoir a déjà servi ; ce pouvoir peut resservir "
            "aussitôt. Elle ne peut pas se rafraîchir elle-même.",
            "Refresca a uno de los héroes de tu banda que está horizontal; su poder se puede volver a usar enseguida. "
            "No puede refrescarse a sí misma.",
            "把你團隊中一個已經橫置的英雄轉正，它的能力可以立刻再用。女巫不能重置自己。",
        ),
        Source(ES, "Potestades", "Actualiza a uno de los héroes de tu banda que está horizontal."),
        "witch.refresh",
        "witch.used-only",
        "witch.not-itself",
    ),
    faq(
        "dog-trainer",
        t(
            "What does the Dog Trainer do?",
            "Que fait le Dresseur de chiens ?",
            "¿Qué hace el Entrenador de perros?",
            "訓狗師的能力是什麼？",
        ),
        t(
            "The player you choose may not recruit this wandering hero: he must pass it on. If it comes back to an "
            "active player who is the target, the hero is discarded face up. You may not use it on yourself.",
            "Le joueur de votre choix ne peut pas recruter ce héros vagabond : il doit le passer. S'il revient au "
            "joueur principal visé, le héros est défaussé face visible. Vous ne pouvez pas l'utiliser sur vous-même.",
            "El jugador que elijas no puede reclutar este héroe vagabundo: debe pasarlo. Si vuelve al jugador activo "
            "que es el objetivo, el héroe se descarta boca arriba. No puedes usarlo contigo mismo.",
            "指定一位玩家，他不能招募這個流浪英雄，只能傳下去。若流浪英雄回到被指定的啟動玩家，這張牌就面朝上棄掉。"
            "不能對自己使用。",
        ),
        Source(
            ES,
            "Potestades",
            "El jugador de su elección se ve obligado a pasar y enviar al héroe vagabundo al siguiente jugador.",
        ),
        "dog.muzzle",
        "dog.active-discard",
        "dog.target-self",
    ),
    faq(
        "sergeant",
        t(
            "What does the Sergeant do, and may I lie about it?",
            "Que fait le Sergent, et peut-on mentir ?",
            "¿Qué hace el Sargento y se puede mentir?",
            "警衛的能力是什麼？可以說謊嗎？",
        ),
        t(
            "You look at the wandering hero in secret, without showing it. You may then say which hero it is, or say "
            "nothing, and lying is allowed; you may never show the card.",
            "Vous regardez le héros vagabond en secret, sans le montrer. Vous pouvez ensuite annoncer quel héros "
            "c'est, ou ne rien dire, et mentir est permis ; vous ne pouvez jamais montrer la carte.",
            "Miras en secreto al héroe vagabundo sin enseñarlo. Después puedes decir qué héroe es, o no decir nada, y "
            "está permitido mentir; nunca puedes mostrar la carta.",
            "偷偷查看流浪英雄，不能給別人看。看完後可以告訴大家這是哪個英雄，也可以不說，而且可以說謊；但不能把牌亮出來。",
        ),
        Source(ZH, "英雄牌介紹：", "至於是真是假嘛……呵呵。"),
        "sergeant.look",
        "sergeant.announce",
    ),
    faq(
        "black-knight",
        t(
            "What does the Black Knight do?",
            "Que fait le Chevalier noir ?",
            "¿Qué hace el Caballero negro?",
            "黑騎士的能力是什麼？",
        ),
        t(
            "Before the wandering hero is sent, it lets the active player ignore the required strength and send any "
            "card of his hand. Any player may use it, even on another player's turn.",
            "Avant l'envoi du héros vagabond, il permet au joueur principal d'ignorer la force requise et d'envoyer "
            "n'importe quelle carte de sa main. Tout joueur peut l'utiliser, même au tour d'un autre.",
            "Antes de enviar el héroe vagabundo, permite al jugador activo ignorar la fuerza requerida y enviar "
            "cualquier carta de su mano. Cualquier jugador puede usarlo, incluso en el turno de otro.",
            "在傳出流浪英雄之前使用，讓啟動玩家無視強度需求，傳出任何一張手牌。任何玩家都可以使用，也可以在別人的回合用。",
        ),
        Source(ES, "Potestades", "Puedes usar el Caballero Negro en otro jugador si quieres"),
        "knight.ignore",
        "knight.before-send",
    ),
    faq(
        "wizard",
        t(
            "What does the Wizard do, and is there a hand limit?",
            "Que fait le Magicien, et la main a-t-elle une limite ?",
            "¿Qué hace el Mago y hay límite de mano?",
            "法師的能力是什麼？手牌有上限嗎？",
        ),
        t(
            "You draw the top two cards of the deck into your hand (only one if a single card is left). There is no "
            "hand limit.",
            "Vous piochez les deux cartes du dessus de la pioche (une seule s'il n'en reste qu'une). La main n'a pas "
            "de limite.",
            "Robas las dos primeras cartas del mazo y las añades a tu mano (solo una si queda una). No hay límite de "
            "mano.",
            "立刻從牌庫頂抽兩張牌（只剩一張就抽一張）。手牌沒有上限。",
        ),
        Source(ES, "Potestades", "Mago: Roba dos cartas."),
        "wizard.draw",
        "wizard.empty-deck",
    ),
    faq(
        "when-powers",
        t(
            "When can I use a power?",
            "Quand peut-on utiliser un pouvoir ?",
            "¿Cuándo puedo usar un poder?",
            "什麼時候可以發動能力？",
        ),
        t(
            "At any time, even outside your turn or when the wandering hero is not in front of you. Leave the others "
            "time to react (an Angry Chicken may cancel it); after a reasonable time you cannot go back. Here the "
            "game opens a short window after each event for the players who have a usable power.",
            "À tout moment, même hors de votre tour ou quand le héros vagabond n'est pas devant vous. Laissez aux "
            "autres le temps de réagir (un Poulet en colère peut l'annuler) ; passé un délai raisonnable, on ne "
            "revient pas en arrière. Ici, le jeu ouvre après chaque événement une courte fenêtre aux joueurs qui ont "
            "un pouvoir utilisable.",
            "En cualquier momento, incluso fuera de tu turno o cuando el héroe vagabundo no está frente a ti. Deja "
            "tiempo para que los demás reaccionen (un Pollo enojado puede anularlo); pasado un tiempo razonable, no se "
            "puede volver atrás. Aquí el juego abre tras cada suceso una breve ventana a quienes tienen un poder "
            "utilizable.",
            "隨時都可以，即使不是你的回合，或流浪英雄不在你面前。發動後要留時間讓其他人反應（憤怒雞可以取消）；"
            "過了合理的時間就不能反悔。本遊戲在每個事件之後，為有可用能力的玩家開一個短暫的反應時機。",
        ),
        Source(
            ES,
            "Poderes de héroe",
            "Puedes usar un poder en cualquier momento, incluso fuera de tu turno",
        ),
        "window.pending",
        "window.chicken",
        "window.open",
    ),
    faq(
        "i-recruit",
        t(
            'Can a power still hit the hero once someone says "I recruit"?',
            "Peut-on encore viser le héros avec un pouvoir une fois « je recrute » annoncé ?",
            '¿Se puede usar un poder sobre el héroe después de que alguien diga "Estoy reclutando"?',
            "有人喊出「我要招募」之後，還能對那張英雄發動能力嗎？",
        ),
        t(
            'No. As soon as a player says "I recruit", the card is no longer the wandering hero for any power: no '
            "Pyromaniac, Sergeant or Dog Trainer can touch it, and a duplicate's elimination is settled.",
            "Non. Dès qu'un joueur dit « je recrute », la carte n'est plus le héros vagabond pour aucun pouvoir : ni "
            "Pyromane, ni Sergent, ni Dresseur de chiens ne peut la viser, et l'élimination d'un doublon est acquise.",
            'No. En cuanto un jugador dice "Estoy reclutando", la carta deja de ser el héroe vagabundo para los '
            "poderes: ni el Pirómano, ni el Sargento, ni el Entrenador de perros pueden afectarla, y la eliminación "
            "de un duplicado es firme.",
            "不行。一旦有人喊出「我要招募」，這張牌對任何能力而言都不再是流浪英雄：縱火狂、警衛、訓狗師都不能再對它發動，"
            "重複英雄的消滅也已確定。",
        ),
        Source(ZH, "遊戲流程：", "不過一但喊出『我要招募』之後"),
        "power.declared",
        "recruit.settled",
    ),
    faq(
        "recruited-again",
        t(
            "If a used hero is eliminated and I recruit it again, is its power usable again?",
            "Si un héros utilisé est éliminé et que je le recrute de nouveau, son pouvoir resert-il ?",
            "Si un héroe usado es eliminado y lo vuelvo a reclutar, ¿puedo usar otra vez su poder?",
            "橫置的英雄被消滅後，再次招募到它時可以再用能力嗎？",
        ),
        t(
            "Yes: a hero recruited always joins your band upright, with its power unused, even if an earlier copy "
            "had been used before it was eliminated.",
            "Oui : un héros recruté rejoint toujours votre groupe redressé, pouvoir inutilisé, même si un exemplaire "
            "précédent avait servi avant d'être éliminé.",
            "Sí: un héroe reclutado siempre entra en tu banda derecho, con su poder sin usar, aunque una copia "
            "anterior se hubiera usado antes de ser eliminada.",
            "可以：新招募的英雄一律以直立、能力未使用的狀態加入團隊，即使先前同名英雄用過能力後被消滅也一樣。",
        ),
        Source(ZH, "遊戲流程：", "再一次招募到此英雄時便可再次使用能力"),
        "power.fresh",
        "power.used",
    ),
    faq(
        "deck-runs-out",
        t(
            "What happens when the deck runs out?",
            "Que se passe-t-il quand la pioche est épuisée ?",
            "¿Qué pasa cuando se acaba el mazo?",
            "牌庫抽完會怎樣？",
        ),
        t(
            "By default, when a player draws the last card, the current turn is finished and the game ends: most "
            "heroes in the band wins. In the Japanese original (preset original) the discard pile is shuffled into a "
            "new deck and only six heroes end the game; with the 8fspace house rules the game ends at once.",
            "Par défaut, quand un joueur tire la dernière carte, on finit le tour et la partie s'arrête : le groupe le "
            "plus fourni gagne. Dans l'original japonais (préréglage original), la défausse est mélangée en une "
            "nouvelle pioche et seuls six héros finissent la partie ; avec les règles maison 8fspace, elle s'arrête "
            "aussitôt.",
            "Por defecto, cuando un jugador roba la última carta del mazo, el juego termina al final de la ronda "
            "actual (el turno en curso): gana quien tenga más héroes en su banda. En el original japonés (preajuste "
            "original) se baraja el descarte para formar un mazo nuevo y solo seis héroes terminan el juego; con las "
            "reglas de la casa 8fspace termina de inmediato.",
            "預設規則：有人抽走牌庫最後一張牌時，打完當前回合遊戲就結束，團隊英雄最多者獲勝。日本原版（original 預設）"
            "則把棄牌堆洗成新的牌庫，只有集滿六種英雄才結束；8fspace 家規是牌庫抽完遊戲立即結束。",
        ),
        Source(
            ES,
            "Fin del juego",
            "cuando un jugador roba la última carta del mazo, el juego termina al final de la ronda actual.",
        ),
        "end.deck-out",
        "deck.reshuffle",
        "end.no-cards",
    ),
    faq(
        "original-variant",
        t(
            "What are the Japanese original rules?",
            "Quelles sont les règles originales japonaises ?",
            "¿Cuáles son las reglas originales japonesas?",
            "日本原版規則有什麼不同？",
        ),
        t(
            "Two points differ (preset original). A hint compares the required strength printed on the card given: "
            "the answer, still yes or no, says whether the wandering hero meets it. And the game ends only when a "
            "player has six different heroes: when the deck is empty, the discard pile is shuffled into a new deck.",
            "Deux points changent (préréglage original). Un indice se fonde sur la force requise imprimée sur la carte "
            "donnée : la réponse, toujours oui ou non, dit si le héros vagabond la respecte. Et la partie ne s'arrête "
            "que lorsqu'un joueur a six héros différents : quand la pioche est vide, on mélange la défausse pour en "
            "faire une nouvelle.",
            "Cambian dos puntos (preajuste original). La pista se basa en la fuerza requerida impresa en la carta "
            "dada: "
            "la respuesta, que sigue siendo sí o no, dice si el héroe vagabundo la cumple. Y el juego solo termina "
            "cuando un jugador tiene 6 héroes diferentes: cuando el mazo se vacía, se baraja el descarte para formar "
            "uno nuevo.",
            "有兩點不同（original 預設）。詢問時比較的是交出那張牌右下角的強度需求："
            "答案仍是「是」或「不是」，表示流浪英雄"
            "是否符合該需求。另外，只有集滿六種不同英雄才會結束遊戲：牌庫抽完時把棄牌堆洗勻成為新的牌庫。",
        ),
        Source(
            ES,
            "Variantes",
            "la respuesta se basa en si la fuerza requerida en la parte inferior derecha de la carta coincide o no.",
        ),
        "deck.reshuffle",
        "hint.answer",
        "end.no-cards",
    ),
    faq(
        "house-rules-8fspace",
        t(
            "What are the 8fspace house rules?",
            "Quelles sont les règles maison du groupe 8fspace ?",
            "¿Cuáles son las reglas de la casa de 8fspace?",
            "8fspace 的家規有哪些？",
        ),
        t(
            "Preset 8fspace: each player may ask one hint per wandering hero; sending from the deck needs no discard; "
            "duplicates go to the discard pile instead of an eliminated pile; the game ends as soon as the deck runs "
            "out (or, their special rule, the rest is shuffled into a new deck).",
            "Préréglage 8fspace : un indice par joueur et par héros vagabond ; envoyer la carte de la pioche ne "
            "demande pas de défausse ; les doublons vont à la défausse au lieu d'une pile de héros éliminés ; la "
            "partie s'arrête dès que la pioche est épuisée (ou, leur règle spéciale, on remélange les cartes en une "
            "nouvelle pioche).",
            "Preajuste 8fspace: una pista por jugador y por héroe vagabundo; enviar la carta del mazo no obliga a "
            "descartar; los duplicados van al descarte en vez de a una pila de eliminados; el juego termina en cuanto "
            "se acaba el mazo (o, su regla especial, se barajan las cartas en un mazo nuevo).",
            "8fspace 預設：每人每個流浪英雄只能詢問一次；從牌庫頂傳出時不用棄牌；重複的英雄丟進棄牌堆而不是淘汰英雄堆；"
            "牌庫抽完遊戲立即結束（或依他們的特別規則，把其餘的牌洗回成為新的牌庫）。",
        ),
        Source(ZH, "特別規則：", "但也可以改成將其餘牌洗回，成為新的牌庫。"),
        "hint.limit",
        "send.discard",
        "recruit.duplicate",
        "end.deck-out",
    ),
    faq(
        "identical-start",
        t(
            "What if I am dealt two identical heroes at the start?",
            "Et si je reçois deux héros identiques au départ ?",
            "¿Y si al empezar recibo dos héroes idénticos?",
            "起始的兩張英雄一樣怎麼辦？",
        ),
        t(
            "Discard one of them face up and take a new hero card, until your two starting heroes are different.",
            "Défaussez l'un des deux face visible et prenez une nouvelle carte de héros, jusqu'à avoir deux héros "
            "différents.",
            "Descarta uno de ellos y roba una nueva carta de héroe hasta que tengas 2 héroes diferentes.",
            "棄掉一張，重新翻牌，直到兩張英雄都不一樣為止。",
        ),
        Source(ZH, "起始設置：", "如果兩張為相同的英雄，則棄掉一張，重新翻牌"),
        "setup.bands",
    ),
    faq(
        "active-player-hint",
        t(
            "Can the active player ask for a hint?",
            "Le joueur principal peut-il demander un indice ?",
            "¿Puede el jugador activo pedir una pista?",
            "啟動玩家可以詢問嗎？",
        ),
        t(
            "No: he already knows the wandering hero, and he is the one who answers the hints, truthfully.",
            "Non : il connaît déjà le héros vagabond, et c'est lui qui répond aux indices, honnêtement.",
            "No: ya conoce al héroe vagabundo, y es él quien responde a las pistas, con la verdad.",
            "不行：他已經知道流浪英雄是什麼，而且他是負責誠實回答詢問的人。",
        ),
        Source(ZH, "遊戲流程：", "而啟動玩家必須誠實回答是或不是"),
        "hint.self",
        "hint.answer",
    ),
    faq(
        "muzzled-hint",
        t(
            "If a Dog Trainer stops me, can I still ask a hint or recruit?",
            "Si un Dresseur de chiens me vise, puis-je encore demander un indice ou recruter ?",
            "Si un Entrenador de perros me bloquea, ¿puedo pedir pista o reclutar?",
            "被訓狗師指定後，還能詢問或招募嗎？",
        ),
        t(
            "No: you are forced to pass the wandering hero on to the next player. The game does not let a muzzled "
            "player ask hints either, since there is nothing left to decide.",
            "Non : vous êtes obligé de passer le héros vagabond au joueur suivant. Le jeu ne vous laisse pas non plus "
            "demander d'indice, puisqu'il n'y a plus rien à décider.",
            "No: te ves obligado a pasar y enviar al héroe vagabundo al siguiente jugador. El juego tampoco te deja "
            "pedir pistas, porque ya no hay nada que decidir.",
            "不行：你只能把流浪英雄傳給下一位玩家。本遊戲也不讓被禁止的玩家詢問，因為已經沒有要決定的事。",
        ),
        Source(ES, "Potestades", "se ve obligado a pasar y enviar al héroe vagabundo al siguiente jugador"),
        "dog.muzzled",
        "dog.muzzle",
    ),
    faq(
        "cancelled-power",
        t(
            "Does a power cancelled by an Angry Chicken still count as used?",
            "Un pouvoir annulé par un Poulet en colère compte-t-il comme utilisé ?",
            "¿Un poder anulado por un Pollo enojado cuenta como usado?",
            "被憤怒雞取消的能力還算用過嗎？",
        ),
        t(
            "Yes: the hero is turned sideways all the same, and it counts among your powers used for the tie-break.",
            "Oui : le héros est quand même tourné à l'horizontale, et il compte parmi vos pouvoirs utilisés pour le "
            "départage.",
            "Sí: el héroe se gira en horizontal igualmente y cuenta entre tus poderes usados para el desempate.",
            "算：那個英雄照樣要橫置，平手比較時也算作使用過一次能力。",
        ),
        Source(ES, "Potestades", "Este héroe se considera usado incluso si su poder fue anulado."),
        "power.sideways",
        "end.tie-powers",
    ),
    faq(
        "components",
        t(
            "How many players, and what is in the box?",
            "Combien de joueurs, et que contient la boîte ?",
            "¿Cuántos jugadores y qué trae la caja?",
            "幾個人玩？盒子裡有什麼？",
        ),
        t(
            "Rent a Hero is for 3 to 5 players. The box holds 77 cards, 11 of each of the seven heroes numbered 1 to "
            "7, five player aids and the rulebook.",
            "Rent a Hero se joue de 3 à 5. La boîte contient 77 cartes, 11 de chacun des sept héros numérotés de 1 à "
            "7, cinq aides de jeu et le livret.",
            "Rent a Hero es para 3 a 5 jugadores. La caja trae 77 cartas (11 de cada uno de los siete héroes, "
            "numerados del 1 al 7), 5 ayudas al jugador y el libro de reglas.",
            "出租英雄適合 3 到 5 人。盒內有 77 張牌（編號 1 到 7 的七種英雄各 11 張）、5 張玩家輔助卡和規則書。",
        ),
        Source(ES, "Componentes", "5 ayudas al jugador"),
        "setup.players",
        "setup.cards",
    ),
)


SETUP_SHEET = Sheet(
    "setup",
    t("Setup", "Mise en place", "Preparación", "起始設置"),
    (
        Block(
            t("Components", "Matériel", "Componentes", "配件"),
            figure="deck",
            lines=(
                t(
                    "77 cards: 11 of each of the seven heroes; a hero's strength is its number (1-7).",
                    "77 cartes : 11 de chacun des sept héros ; la force d'un héros est son numéro (1-7).",
                    "77 cartas: 11 de cada uno de los siete héroes; la fuerza de un héroe es su número (1-7).",
                    "77 張牌：七種英雄各 11 張；英雄的強度就是它的編號（1-7）。",
                ),
                t(
                    "3 to 5 players, 20-30 minutes.",
                    "3 à 5 joueurs, 20 à 30 minutes.",
                    "3 a 5 jugadores, 20-30 minutos.",
                    "3 至 5 人，20-30 分鐘。",
                ),
            ),
        ),
        Block(
            t("Step by step", "Pas à pas", "Paso a paso", "步驟"),
            figure="zone",
            lines=(
                t(
                    "Shuffle all the cards.",
                    "Mélangez toutes les cartes.",
                    "Baraja todas las cartas.",
                    "把所有牌洗勻。",
                ),
                t(
                    "Give each player 2 heroes face up: his band. Two identical heroes? Discard one face up and take a "
                    "new one, until the two differ.",
                    "Donnez à chacun 2 héros face visible : son groupe. Deux héros identiques ? Défaussez l'un face "
                    "visible et prenez-en un autre, jusqu'à en avoir deux différents.",
                    "Da a cada jugador 2 héroes boca arriba: su banda. ¿Dos héroes idénticos? Descarta uno y roba otro "
                    "hasta que sean diferentes.",
                    "每位玩家面朝上放兩張英雄，作為起始團隊。兩張相同時棄掉一張重新翻牌，直到兩張不同。",
                ),
                t(
                    "Deal each player 5 cards face down: his hand.",
                    "Distribuez 5 cartes face cachée à chacun : sa main.",
                    "Reparte 5 cartas boca abajo a cada jugador: su mano.",
                    "每位玩家發五張蓋著的手牌。",
                ),
                t(
                    "The rest forms the common deck, face down; leave room for the discard pile.",
                    "Le reste forme la pioche commune, face cachée ; gardez de la place pour la défausse.",
                    "Las cartas restantes forman el mazo común, boca abajo; deja sitio para el descarte.",
                    "其餘的牌蓋著作為共用牌庫；旁邊留出棄牌堆的位置。",
                ),
                t(
                    "Each player keeps room next to his band for his pile of eliminated heroes.",
                    "Chacun garde de la place près de son groupe pour sa pile de héros éliminés.",
                    "Cada jugador deja sitio junto a su banda para su pila de héroes eliminados.",
                    "每位玩家在團隊旁留出自己淘汰英雄堆的位置。",
                ),
                t(
                    "Choose the first active player at random.",
                    "Tirez au hasard le premier joueur principal.",
                    "Elige al azar al jugador inicial.",
                    "隨機選出第一位啟動玩家。",
                ),
            ),
            numbered=True,
        ),
        Block(
            t("Goal", "But", "Objetivo", "獲勝條件"),
            (
                t(
                    "Be the first with 6 different heroes in your band, or have the most heroes when the deck runs "
                    "out.",
                    "Soyez le premier à réunir 6 héros différents dans votre groupe, ou ayez le plus de héros quand "
                    "la pioche est épuisée.",
                    "Sé el primero en tener 6 héroes diferentes en tu banda, o ten más héroes cuando se acabe el mazo.",
                    "率先集滿六種不同的英雄，或在牌庫抽完時擁有最多英雄。",
                ),
            ),
        ),
    ),
    (
        Source(ES, "Componentes", "77 cartas (11 de cada héroe)"),
        Source(ES, "Preparar", "Baraja las cartas y dale 2 héroes a cada jugador boca arriba."),
        Source(ES, "Ejemplo de una zona de juegos", "Cada jugador forma su propia banda de héroes"),
        Source(ES, "Objeto del juego", "Sé el primer jugador en tener 6 héroes diferentes"),
        Source(FR, "Le jeu", "Joueurs 3 à 5 Durée 20 à 30 min"),
        Source(FR, "p. 3", "Chacun commence avec deux héros différents posés face visible devant lui"),
    ),
)

PLAYER_SHEET = Sheet(
    "player",
    t("The seven heroes", "Les sept héros", "Los siete héroes", "七種英雄"),
    (
        Block(figure="heroes"),
        Block(
            t("Required strength", "Force requise", "Fuerza requerida", "強度需求"),
            (
                t(
                    "The hero sent must meet the required strength of the card turned this turn (bottom right); a "
                    "hero's strength is its number.",
                    "Le héros envoyé doit respecter la force requise de la carte retournée ce tour-ci (en bas à "
                    "droite) ; la force d'un héros est son numéro.",
                    "El héroe enviado debe cumplir la fuerza requerida de la carta revelada en este turno (abajo a la "
                    "derecha); la fuerza de un héroe es su número.",
                    "傳出的英雄必須符合本回合翻開那張牌右下角的強度需求；英雄的強度就是它的編號。",
                ),
            ),
        ),
        Block(
            t("Powers", "Pouvoirs", "Poderes", "能力"),
            (
                t(
                    "Only heroes in your band have a power, never those in your hand.",
                    "Seuls les héros de votre groupe ont un pouvoir, jamais ceux de votre main.",
                    "Solo los héroes de tu banda tienen poder, nunca los de tu mano.",
                    "只有團隊裡的英雄有能力，手牌沒有。",
                ),
                t(
                    "Each power once: turn the hero sideways (even if a Chicken cancels it).",
                    "Chaque pouvoir une fois : tournez le héros à l'horizontale (même si un Poulet l'annule).",
                    "Cada poder una vez: gira el héroe en horizontal (aunque un Pollo lo anule).",
                    "每個能力用一次：用後橫置（被憤怒雞取消也一樣）。",
                ),
                t(
                    'Use it at any time, even on another player\'s turn; once "I recruit" is said, the hero is no '
                    "longer wandering.",
                    "À tout moment, même au tour d'un autre ; après « je recrute », le héros n'est plus vagabond.",
                    'En cualquier momento, incluso en el turno de otro; tras "Estoy reclutando", el héroe ya no es '
                    "vagabundo.",
                    "隨時可發動，別人的回合也可以；喊出「我要招募」後，該英雄就不再是流浪英雄。",
                ),
            ),
        ),
    ),
    (
        Source(ES, "Descripción de la tarjeta", "Fuerza requerida: esta información indica qué fuerza debe tener"),
        Source(ES, "Poderes de héroe", "Cada héroe está dotado de un poder que puede usarse una vez."),
        Source(ES, "Potestades", "Pollo enojado: anula una habilidad."),
        Source(ES, "Fuerza requerida", "Mago: Requiere una carta de fuerza igual o mayor que el número de jugadores."),
        Source(FR, "p. 8", "seuls les héros posés dans ton groupe donnent leur pouvoir, une seule fois chacun"),
    ),
)

TURN_SHEET = Sheet(
    "turn",
    t("A turn", "Déroulement du tour", "El turno", "回合流程"),
    (
        Block(
            t("The turn", "Le tour", "El turno", "回合"),
            figure="round",
            lines=(
                t(
                    "The active player turns the deck's top card onto the discard pile: read its required strength.",
                    "Le joueur principal retourne la carte du dessus de la pioche sur la défausse : lisez sa force "
                    "requise.",
                    "El jugador activo pone boca arriba en el descarte la primera carta del mazo: lee su fuerza "
                    "requerida.",
                    "啟動玩家把牌庫頂的牌翻開放進棄牌堆：看它的強度需求。",
                ),
                t(
                    "He sends a matching hand card face down to his left: the wandering hero. None? He looks at the "
                    "deck's top card, sends it, and discards a card of his hand.",
                    "Il envoie à gauche, face cachée, une carte de sa main qui convient : le héros vagabond. Aucune ? "
                    "Il regarde la carte du dessus de la pioche, l'envoie et défausse une carte de sa main.",
                    "Envía boca abajo a su izquierda una carta de su mano que cumpla: el héroe vagabundo. ¿Ninguna? "
                    "Mira la primera carta del mazo, la envía y descarta una carta de su mano.",
                    "他挑一張符合的手牌蓋著傳給左手邊：流浪英雄。沒有符合的牌？看過牌庫頂的牌後傳出，並棄掉一張手牌。",
                ),
                t(
                    "The holder recruits it (face up) or passes it on to the left, face down; he may ask hints first.",
                    "Celui qui le reçoit le recrute (face visible) ou le passe à gauche, face cachée ; il peut d'abord "
                    "demander des indices.",
                    "Quien lo recibe lo recluta (boca arriba) o lo pasa a la izquierda, boca abajo; antes puede pedir "
                    "pistas.",
                    "拿到的玩家招募它（翻成正面），或蓋著傳給左手邊；之前可以先詢問。",
                ),
                t(
                    "Back at the active player after a full circle, he must recruit it. A hero already in the band: "
                    "both go face down to the eliminated pile.",
                    "Revenu au joueur principal après un tour complet, il doit le recruter. Un héros déjà dans le "
                    "groupe : les deux vont face cachée dans la pile de héros éliminés.",
                    "Si vuelve al jugador activo tras una vuelta completa, debe reclutarlo. Un héroe que ya está en la "
                    "banda: los dos van boca abajo a la pila de eliminados.",
                    "繞一圈回到啟動玩家，他必須招募。團隊中已有的英雄：兩張都蓋著放進淘汰英雄堆。",
                ),
                t(
                    "Hero recruited (or discarded by a power): the active player draws a card; the player on his left "
                    "becomes active.",
                    "Héros recruté (ou défaussé par un pouvoir) : le joueur principal pioche ; son voisin de gauche "
                    "prend la main.",
                    "Héroe reclutado (o descartado por un poder): el jugador activo roba; el de su izquierda pasa a "
                    "ser el activo.",
                    "英雄被招募（或被能力棄掉）：啟動玩家抽一張牌；左手邊的玩家成為啟動玩家。",
                ),
            ),
            numbered=True,
        ),
        Block(
            t("Hints", "Indices", "Pistas", "詢問"),
            (
                t(
                    "Give a hand card face down to the active player: he answers yes if it is the same hero, no "
                    "otherwise.",
                    "Donnez une carte de votre main, cachée, au joueur principal : il répond oui si c'est le même "
                    "héros, non sinon.",
                    "Da una carta de tu mano boca abajo al jugador activo: responde sí si es el mismo héroe, "
                    "si no, no.",
                    "把一張手牌蓋著交給啟動玩家：同一英雄就答「是」，否則答「不是」。",
                ),
                t(
                    "The card is discarded face down. Ask as often as you like, but never with your last card.",
                    "La carte est défaussée face cachée. Autant d'indices que vous voulez, jamais avec votre dernière "
                    "carte.",
                    "La carta se descarta boca abajo. Pide las que quieras, pero nunca con tu última carta.",
                    "那張牌蓋著丟進棄牌堆。可以問很多次，但不能用最後一張手牌。",
                ),
            ),
        ),
        Block(
            t("End of the game", "Fin de partie", "Fin del juego", "遊戲結束"),
            (
                t(
                    "6 different heroes in a band: that player wins at once.",
                    "6 héros différents dans un groupe : ce joueur gagne aussitôt.",
                    "6 héroes diferentes en una banda: ese jugador gana de inmediato.",
                    "團隊集滿六種不同英雄：立即獲勝。",
                ),
                t(
                    "Last card of the deck drawn: finish the turn; the most heroes wins.",
                    "Dernière carte de la pioche tirée : on finit le tour ; le plus de héros gagne.",
                    "Última carta del mazo robada: se acaba el turno; gana quien tenga más héroes.",
                    "牌庫最後一張牌被抽走：打完本回合，英雄最多者獲勝。",
                ),
                t(
                    "Ties: smallest eliminated pile, then fewest powers used, then a shared victory.",
                    "Égalité : plus petite pile d'éliminés, puis moins de pouvoirs utilisés, puis victoire partagée.",
                    "Empate: menos héroes eliminados, luego menos poderes usados, luego victoria compartida.",
                    "平手：淘汰英雄堆最少者勝，再比使用能力次數最少，仍平手則共享勝利。",
                ),
            ),
        ),
    ),
    (
        Source(FR, "Un tour, en bref", "Le joueur principal retourne la carte du dessus de la pioche"),
        Source(ES, "Como se Juega", "Si el héroe vagabundo hace un recorrido completo por la mesa"),
        Source(ES, "No tengo tarjeta correspondiente", "Además, descarta una carta de tu mano."),
        Source(ES, "Pistas", "Puede usar tantas cartas como desee de su mano"),
        Source(ES, "Fin del juego", "Si hay un empate después de eso, ¡todos los ganadores comparten la victoria!"),
        Source(FR, "p. 9", "En dernier recours, la victoire est partagée."),
    ),
)

CONTENT = GameContent(
    card=CARD,
    sources=SOURCES,
    statements=STATEMENTS,
    sections=SECTIONS,
    entries=ENTRIES,
    turn=TURN,
    sheets=(SETUP_SHEET, PLAYER_SHEET, TURN_SHEET),
)
