"""Regicide's companion content: sources, FAQ, mistakes, tips and aid sheets.

Seed 002 (French chapter following the official A4 rules with solo mode) is the only source. It
has no FAQ section: the FAQ entries answer the questions players ask from its numbered sections;
« 08 Les erreurs à éviter » gives the mistakes and « 09 Astuces pour débuter » the tips.
"""

from __future__ import annotations

from parlour.rules.model import Block, Faq, GameCard, GameContent, Section, Sheet, Source, Texts

SEED = "002"

# The seed's headings, as written (its numbered sections, then the subsections of « 05 »).
PRESENTATION = "01 Présentation du jeu"
MATERIEL = "02 Matériel nécessaire"
BUT = "03 Le but du jeu"
PREPARER = "04 Préparer la partie"
COMMENT = "05 Comment jouer ?"
ETAPES = "Les quatre étapes d'un tour"
POUVOIRS = "Les pouvoirs des enseignes"
AS_COMBOS = "As, combinaisons et bouffon"
SURVIE = "Survie et nouvel ennemi"
SOLO = "En solo"
EXEMPLE = "06 Un exemple de partie"
GAGNER = "07 Comment gagner ?"
ERREURS = "08 Les erreurs à éviter"
ASTUCES = "09 Astuces pour débuter"
RESUME = "10 Résumé express"


def _t(en: str, fr: str, es: str, zh: str) -> Texts:
    return {"en": en, "fr": fr, "es": es, "zh-Hant": zh}


def _s(ref: str, quote: str) -> Source:
    return Source(SEED, ref, quote)


CARD = GameCard(
    players="1–4",
    minutes="",
    age="",
    year="",
    designer="",
    publisher="Badgers From Mars",
    sources=(
        _s(PRESENTATION, "Ce chapitre suit les règles A4 officielles de Badgers From Mars, avec leur mode solo."),
        _s(PREPARER, "Distribuez la main maximale : 7 cartes chacun à 2 ; 6 à 3 ; 5 à 4 ; 8 en solo."),
    ),
)

_PLAY_STEPS = (
    "Joue une carte, active son pouvoir, inflige les dégâts, puis subis la contre-attaque si l'ennemi vit encore."
)
_PAY = (
    "Si la vie de l'ennemi n'est pas épuisée, le joueur actif défausse de sa main une valeur totale "
    "au moins égale à son attaque restante."
)
_CHOOSE = "Son joueur choisit qui joue ensuite."

SOURCES: dict[str, Source] = {
    "regicide.setup.players": _s(
        MATERIEL,
        "À 2 joueurs, aucun n'entre dans la pioche ; à 3, un ; à 4, deux. En solo, les deux restent à côté",
    ),
    "regicide.setup.hand-size": _s(
        PREPARER, "Distribuez la main maximale : 7 cartes chacun à 2 ; 6 à 3 ; 5 à 4 ; 8 en solo."
    ),
    "regicide.setup.deal": _s(PREPARER, "Distribuez la main maximale"),
    "regicide.setup.deck": _s(MATERIEL, "52 cartes classiques : 4 as, les cartes de 2 à 10 et 12 figures."),
    "regicide.castle.order": _s(
        PREPARER,
        "Mélangez les 4 rois et posez-les face cachée. Mélangez les 4 dames et placez-les dessus, "
        "puis les 4 valets au sommet. C'est le château.",
    ),
    "regicide.castle.stats": _s(
        PREPARER, "Un valet possède 20 points de vie et attaque à 10 ; une dame, 30 et 15 ; un roi, 40 et 20."
    ),
    "regicide.tavern.composition": _s(
        PREPARER,
        "Mélangez les as et les cartes de 2 à 10 avec le nombre de jokers approprié. "
        "C'est la taverne, votre pioche commune.",
    ),
    "regicide.tavern.jesters": _s(
        MATERIEL,
        "À 2 joueurs, aucun n'entre dans la pioche ; à 3, un ; à 4, deux. "
        "En solo, les deux restent à côté comme ressources spéciales.",
    ),
    "regicide.play.values": _s(ETAPES, "Les valeurs de 2 à 10 valent le nombre imprimé ; un as vaut 1."),
    # The seed never says it; the engine refuses cards the seat does not hold.
    "regicide.play.not-in-hand": _s(ETAPES, "Joue une carte"),
    "regicide.turn.order": _s(ETAPES, _PLAY_STEPS),
    "regicide.turn.suffer": _s(SURVIE, _PAY),
    # Details of regicide.turn.order (a refusal's more specific sentence).
    "regicide.turn.play-first": _s(ETAPES, _PLAY_STEPS),
    "regicide.turn.pay-first": _s(ETAPES, _PLAY_STEPS),
    "regicide.turn.out-of-turn": _s(PRESENTATION, "Chacun joue à son tour"),
    "regicide.end.game-over": _s(GAGNER, "La défaite du quatrième roi donne une victoire commune immédiate."),
    "regicide.power.immunity": _s(
        ETAPES,
        "Chaque ennemi est immunisé au pouvoir de sa propre enseigne, "
        "mais pas à la valeur de dégâts des cartes correspondantes.",
    ),
    "regicide.power.order": _s(
        POUVOIRS,
        "Si cœur et carreau sont activés ensemble, soignez d'abord la pioche avec cœur, puis piochez avec carreau.",
    ),
    "regicide.power.hearts": _s(
        POUVOIRS,
        "Cœur : mélange la défausse et prends, face cachée, autant de cartes que la valeur jouée ; "
        "place-les sous la taverne sans les regarder.",
    ),
    "regicide.power.diamonds": _s(
        POUVOIRS,
        "Carreau : faites piocher autant de cartes que la valeur jouée, une par personne à tour de rôle, "
        "en commençant par le joueur actif.",
    ),
    "regicide.power.clubs": _s(POUVOIRS, "Trèfle : double les dégâts infligés par cette attaque."),
    "regicide.power.spades": _s(
        POUVOIRS,
        "Pique : réduis l'attaque de cet ennemi de la valeur jouée. Les réductions de tous les piques "
        "s'additionnent et restent jusqu'à sa défaite",
    ),
    "regicide.companion.pair": _s(
        AS_COMBOS, "N'ajoute pas un as à cette combinaison : l'as ne s'associe qu'à une seule carte."
    ),
    "regicide.combo.same-value": _s(
        AS_COMBOS, "Tu peux aussi jouer 2, 3 ou 4 cartes de même valeur, si leur somme ne dépasse pas 10."
    ),
    "regicide.combo.max-ten": _s(
        AS_COMBOS,
        "si leur somme ne dépasse pas 10. Ainsi, trois 3 conviennent ; trois 4 ne conviennent pas.",
    ),
    "regicide.jester.alone": _s(AS_COMBOS, "Le joker se joue seul."),
    "regicide.jester.play": _s(
        AS_COMBOS,
        "Il n'inflige pas de dégâts, supprime l'immunité de l'ennemi et évite sa contre-attaque ce tour-ci.",
    ),
    "regicide.jester.choose": _s(AS_COMBOS, _CHOOSE),
    # An option (`jester_self_choice`, preset no-self-jester): the seed excludes nobody.
    "regicide.jester.self-choice": _s(AS_COMBOS, _CHOOSE),
    "regicide.jester.no-seat": _s(AS_COMBOS, _CHOOSE),
    "regicide.jester.signal-only": _s(
        AS_COMBOS, "Vous pouvez alors seulement dire si vous souhaitez jouer, sans décrire vos cartes."
    ),
    "regicide.jester.no-choice": _s(AS_COMBOS, _CHOOSE),
    "regicide.pay.enough": _s(SURVIE, _PAY),
    "regicide.pay.not-in-hand": _s(SURVIE, "le joueur actif défausse de sa main"),
    "regicide.pay.no-power": _s(SURVIE, "Ces cartes ne déclenchent aucun pouvoir."),
    "regicide.pay.no-refund": _s(SURVIE, "Les dégâts excédentaires payés ne sont pas remboursés."),
    "regicide.yield.suffer": _s(SURVIE, "Tu peux passer au lieu d'attaquer : subis directement la contre-attaque."),
    "regicide.yield.all-yielded": _s(SURVIE, "Il est interdit que tous les joueurs passent successivement."),
    "regicide.yield.solo": _s(SURVIE, "En solo, tu ne peux donc pas passer."),
    "regicide.defeat.exact": _s(
        SURVIE, "S'il a reçu exactement sa vie en dégâts, placez la figure sur la taverne ; sinon, dans la défausse."
    ),
    "regicide.defeat.next": _s(
        SURVIE,
        "Révélez le prochain ennemi : celui qui a remporté le combat commence immédiatement contre lui, "
        "sans subir la contre-attaque du vaincu.",
    ),
    "regicide.end.win": _s(GAGNER, "La défaite du quatrième roi donne une victoire commune immédiate."),
    "regicide.end.cannot-pay": _s(GAGNER, "Vous perdez dès qu'un joueur ne peut payer les dégâts"),
    "regicide.end.cannot-act": _s(GAGNER, "ou ne peut ni jouer une carte ni passer légalement"),
    # Giving up is a rule of the table, not the seed's: the seed only says how the party loses,
    # which is quoted here (docs/rules/regicide.md).
    "regicide.end.terminated": _s(
        GAGNER,
        "Vous perdez dès qu'un joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer légalement.",
    ),
    "regicide.solo.jesters": _s(SOLO, "Les deux jokers sont hors du paquet."),
    "regicide.solo.jester": _s(
        SOLO,
        "Au début de l'étape de jeu ou juste avant de payer une contre-attaque, retourne l'un d'eux pour "
        "défausser ta main et refaire une main de 8, avec les cartes disponibles.",
    ),
    "regicide.solo.jester-once": _s(SOLO, "Chaque joker ne sert qu'une fois."),
    "regicide.solo.medals": _s(
        GAGNER, "En solo, une victoire vaut bronze si les deux jokers ont servi, argent avec un seul, or sans aucun."
    ),
}

STATEMENTS: dict[str, Texts] = {
    "regicide.pay.enough": _t(
        "To survive the enemy's attack, discard from your hand cards worth at least its remaining attack.",
        "Pour survivre, défaussez de votre main des cartes d'une valeur totale au moins égale à l'attaque restante.",
        "Para sobrevivir, descarta de tu mano cartas que sumen al menos el ataque restante del enemigo.",
        "為了存活，須從手牌棄掉總值不低於敵人剩餘攻擊的牌。",
    ),
    "regicide.turn.pay-first": _t(
        "While the enemy's attack is waiting to be paid, the only move is to pay it.",
        "Tant que la contre-attaque de l'ennemi attend d'être payée, le seul coup possible est de la payer.",
        "Mientras el ataque del enemigo espera su pago, la única jugada posible es pagarlo.",
        "敵人的攻擊尚未承受時，唯一能做的就是承受它。",
    ),
}

SECTIONS: dict[str, Section] = {
    "setup": "setup",
    "castle": "setup",
    "tavern": "setup",
    "play": "turn",
    "turn": "turn",
    "power": "turn",
    "companion": "turn",
    "combo": "turn",
    "jester": "turn",
    "pay": "turn",
    "yield": "turn",
    "defeat": "turn",
    "end": "end",
    "solo": "variants",
}

TURN: tuple[Texts, ...] = (
    _t(
        "Play a card, an Ace with one other card, 2-4 cards of one value totalling 10 or less, or a jester alone; "
        "or yield.",
        "Jouez une carte, un as avec une autre carte, 2 à 4 cartes de même valeur totalisant 10 au plus, ou un joker "
        "seul ; ou passez.",
        "Juega una carta, un as con otra carta, de 2 a 4 cartas del mismo valor que sumen 10 o menos, o un bufón "
        "solo; o pasa.",
        "打出一張牌、A 搭配另一張牌、2 至 4 張同數值且總和不超過 10 的牌，或單獨打出小丑；也可以放棄出牌。",
    ),
    _t(
        "Apply each suit's power, except the enemy's own suit: hearts heal, then diamonds draw; spades shield.",
        "Activez le pouvoir de chaque enseigne, sauf celle de l'ennemi : cœur soigne, puis carreau fait piocher ; "
        "pique protège.",
        "Aplica el poder de cada palo, salvo el del enemigo: primero curan los corazones, luego roban los "
        "diamantes; las picas protegen.",
        "發動每種花色的能力（與敵人同花色者除外）：先紅心補牌，再方塊抽牌；黑桃降低攻擊。",
    ),
    _t(
        "Deal the damage (doubled by clubs); it adds up from turn to turn.",
        "Infligez les dégâts (doublés par trèfle) ; ils s'additionnent de tour en tour.",
        "Haz el daño (duplicado por tréboles); se acumula de un turno a otro.",
        "造成傷害（梅花加倍）；傷害會逐回合累加。",
    ),
    _t(
        "Enemy defeated: exactly its health puts it on top of the tavern, more sends it to the discard; "
        "you play first against the next enemy.",
        "Ennemi vaincu : avec exactement sa vie, il va sur la taverne, sinon en défausse ; vous commencez contre le "
        "suivant.",
        "Enemigo derrotado: con su vida exacta va encima de la taberna, si no al descarte; empiezas tú contra "
        "el siguiente.",
        "擊敗敵人：傷害剛好等於生命時放到酒館頂端，超過則進入棄牌堆；由你先對下一個敵人出牌。",
    ),
    _t(
        "Enemy alive: discard cards worth at least its attack (minus spades), or everyone loses; "
        "then the next player plays.",
        "Ennemi vivant : défaussez au moins la valeur de son attaque (moins les piques), sinon tout le monde perd ; "
        "puis au suivant.",
        "Enemigo vivo: descarta cartas que sumen al menos su ataque (menos las picas) o todos pierden; "
        "luego juega el siguiente.",
        "敵人仍存活：棄掉總值不低於其攻擊（扣除黑桃）的牌，否則全體落敗；然後輪到下一位玩家。",
    ),
)


# -- FAQ: the questions players ask, answered from the seed's sections --------------------

FAQS: tuple[Faq, ...] = (
    Faq(
        id="regicide.faq.immunity",
        kind="faq",
        question=_t(
            "Does a card of the enemy's own suit do anything against it?",
            "Une carte de l'enseigne de l'ennemi sert-elle à quelque chose contre lui ?",
            "¿Sirve de algo una carta del mismo palo que el enemigo?",
            "與敵人同花色的牌打出去有用嗎？",
        ),
        answer=_t(
            "It still deals its damage, but its suit power does nothing: every enemy is immune to the power of "
            "its own suit. A Jack of Diamonds, for instance, blocks the draw of the diamonds played against it. "
            "A jester removes that immunity.",
            "Elle inflige toujours ses dégâts, mais son pouvoir ne fonctionne pas : chaque ennemi est immunisé "
            "au pouvoir de sa propre enseigne. Un valet de carreau bloque donc la pioche des carreaux joués contre "
            "lui. Un joker supprime cette immunité.",
            "Sigue haciendo su daño, pero su poder no funciona: cada enemigo es inmune al poder de su propio palo. "
            "Una J de diamantes, por ejemplo, bloquea el robo de los diamantes jugados contra ella. Un bufón anula "
            "esa inmunidad.",
            "仍會造成傷害，但花色能力無效：每個敵人都免疫自己花色的能力。例如方塊 J 會擋下對它打出的方塊抽牌效果。"
            "小丑可以解除這種免疫。",
        ),
        source=_s(ETAPES, "Un valet de carreau bloque donc la pioche des carreaux joués contre lui."),
        rules=("regicide.power.immunity", "regicide.jester.play"),
    ),
    Faq(
        id="regicide.faq.powers-mandatory",
        kind="faq",
        question=_t(
            "Can I choose not to use a suit's power?",
            "Puis-je choisir de ne pas utiliser le pouvoir d'une enseigne ?",
            "¿Puedo decidir no usar el poder de un palo?",
            "我可以選擇不發動花色能力嗎？",
        ),
        answer=_t(
            "No. Powers are compulsory whenever they work. When hearts and diamonds work together, hearts heal "
            "the tavern first, then diamonds draw.",
            "Non. Les pouvoirs sont obligatoires lorsqu'ils fonctionnent. Si cœur et carreau sont activés "
            "ensemble, cœur soigne d'abord la pioche, puis carreau fait piocher.",
            "No. Los poderes son obligatorios cuando funcionan. Si corazones y diamantes actúan juntos, primero "
            "los corazones curan la taberna y luego los diamantes roban.",
            "不行。只要能發動，能力就一定要發動。紅心與方塊同時發動時，先以紅心把牌補回酒館，再以方塊抽牌。",
        ),
        source=_s(POUVOIRS, "Les pouvoirs sont obligatoires lorsqu'ils fonctionnent."),
        rules=("regicide.power.order", "regicide.power.hearts", "regicide.power.diamonds"),
    ),
    Faq(
        id="regicide.faq.hearts-short-discard",
        kind="faq",
        question=_t(
            "Hearts: what if the discard pile has fewer cards than the value played?",
            "Cœur : et si la défausse contient moins de cartes que la valeur jouée ?",
            "Corazones: ¿y si el descarte tiene menos cartas que el valor jugado?",
            "紅心：如果棄牌堆的牌比打出的數值還少怎麼辦？",
        ),
        answer=_t(
            "Use what there is: shuffle the discard pile and put all of it face down under the tavern, without "
            "looking. That is the rule; the option hearts_short_discard = take-none is a house rule that "
            "contradicts it: nothing is healed.",
            "Utilisez ce qui existe : mélangez la défausse et placez-la entièrement, face cachée, sous la taverne, "
            "sans regarder. C'est la règle ; l'option hearts_short_discard = take-none est une règle maison qui la "
            "contredit : rien n'est soigné.",
            "Usa lo que haya: baraja el descarte y ponlo entero boca abajo bajo la taberna, sin mirar. Es la regla "
            "oficial; la opción hearts_short_discard = take-none es una regla de la casa que la "
            "contradice: no se cura nada.",
            "有多少用多少：洗勻棄牌堆，全部蓋放到酒館底部，不可偷看。這是正式規則；"
            "選項 hearts_short_discard = take-none 是與之相牴觸的自訂規則，此時完全不補牌。",
        ),
        source=_s(POUVOIRS, "Si la défausse est plus petite, utilise ce qui existe."),
        rules=("regicide.power.hearts",),
    ),
    Faq(
        id="regicide.faq.diamonds-draw",
        kind="faq",
        question=_t(
            "Diamonds: who draws the cards, and what about full hands?",
            "Carreau : qui pioche les cartes, et que faire des mains pleines ?",
            "Diamantes: ¿quién roba las cartas y qué pasa con las manos llenas?",
            "方塊：誰來抽牌？手牌已滿怎麼辦？",
        ),
        answer=_t(
            "As many cards as the value played are drawn one at a time, one per player in turn, starting with the "
            "active player. Full hands are skipped and no one goes above the maximum hand; the drawing stops when "
            "every hand is full or the tavern is empty.",
            "On pioche autant de cartes que la valeur jouée, une par personne à tour de rôle, en commençant par le "
            "joueur actif. On saute les mains déjà pleines et on ne dépasse jamais la main maximale ; la pioche "
            "s'arrête quand toutes les mains sont pleines ou que la taverne est vide.",
            "Se roban tantas cartas como el valor jugado, una por jugador por turnos, empezando por el jugador "
            "activo. Se saltan las manos llenas y nadie supera la mano máxima; el robo se detiene cuando todas las "
            "manos están llenas o la taberna se vacía.",
            "抽牌數等於打出的數值，從當前玩家開始輪流每人抽一張。已滿的手牌跳過，任何人都不能超過手牌上限；"
            "所有人手牌都滿或酒館抽空時就停止。",
        ),
        source=_s(POUVOIRS, "Sautez les mains déjà pleines. On ne dépasse pas la taille maximale."),
        rules=("regicide.power.diamonds", "regicide.setup.hand-size"),
    ),
    Faq(
        id="regicide.faq.clubs-double",
        kind="faq",
        question=_t(
            "Do clubs double the other powers too?",
            "Le trèfle double-t-il aussi les autres pouvoirs ?",
            "¿Los tréboles duplican también los otros poderes?",
            "梅花也會讓其他能力加倍嗎？",
        ),
        answer=_t(
            "No. Clubs double only the damage of that attack. With the Ace of Clubs and the 6 of Hearts, the value "
            "is 7: hearts heal 7 cards and the attack deals 14 damage.",
            "Non. Le trèfle double seulement les dégâts de cette attaque. Avec l'as de trèfle et le 6 de cœur, la "
            "valeur est 7 : cœur soigne 7 cartes et l'attaque inflige 14 dégâts.",
            "No. Los tréboles solo duplican el daño de ese ataque. Con el as de tréboles y el 6 de corazones, el "
            "valor es 7: los corazones curan 7 cartas y el ataque hace 14 de daño.",
            "不會。梅花只讓這次攻擊的傷害加倍。例如梅花 A 配紅心 6，數值是 7：紅心補 7 張牌，攻擊造成 14 點傷害。",
        ),
        source=_s(
            POUVOIRS, "Trèfle : double les dégâts infligés par cette attaque. Cela ne double pas les autres pouvoirs."
        ),
        rules=("regicide.power.clubs",),
    ),
    Faq(
        id="regicide.faq.spades-shield",
        kind="faq",
        question=_t(
            "How long do spades protect us, and can the enemy's attack go below zero?",
            "Combien de temps durent les piques, et l'attaque peut-elle devenir négative ?",
            "¿Cuánto dura la protección de las picas? ¿El ataque puede quedar por debajo de cero?",
            "黑桃的保護能維持多久？敵人的攻擊會變成負數嗎？",
        ),
        answer=_t(
            "Every spade played against an enemy reduces its attack by the value played, and all those reductions "
            "add up and stay until that enemy is defeated. The attack never goes below zero; at zero, nobody has "
            "to discard anything. Against a Spades enemy they count only once a jester has removed its immunity.",
            "Chaque pique joué contre un ennemi réduit son attaque de la valeur jouée ; les réductions de tous les "
            "piques s'additionnent et restent jusqu'à sa défaite. L'attaque ne devient pas négative ; à zéro, "
            "personne n'a rien à défausser. Face à un ennemi pique, ils ne comptent qu'une fois son immunité "
            "supprimée par un joker.",
            "Cada pica jugada contra un enemigo reduce su ataque en el valor jugado; todas esas reducciones se suman "
            "y duran hasta que es derrotado. El ataque nunca baja de cero; en cero, nadie tiene que descartar. "
            "Contra un enemigo de picas solo cuentan cuando un bufón ha anulado su inmunidad.",
            "對同一個敵人打出的每張黑桃都會以其數值降低它的攻擊，這些減少會累加，直到該敵人被擊敗為止。"
            "攻擊最低為零；為零時不必棄任何牌。面對黑桃敵人時，要等小丑解除其免疫後才會生效。",
        ),
        source=_s(
            POUVOIRS,
            "Les réductions de tous les piques s'additionnent et restent jusqu'à sa défaite ; "
            "l'attaque ne devient pas négative.",
        ),
        rules=("regicide.power.spades", "regicide.turn.suffer"),
    ),
    Faq(
        id="regicide.faq.ace-companion",
        kind="faq",
        question=_t(
            "How does an Ace (animal companion) work?",
            "Comment fonctionne un as (compagnon animal) ?",
            "¿Cómo funciona un as (compañero animal)?",
            "A（動物夥伴）怎麼用？",
        ),
        answer=_t(
            "An Ace is worth 1 and may be paired with one other card, even another Ace, but not with a jester. "
            "Add the two values and apply the power of each suit to that total, once per suit. An Ace cannot be "
            "added to a combo of several cards.",
            "Un as vaut 1 et peut s'associer à une autre carte, même un autre as, mais pas à un joker. Additionnez "
            "les valeurs et appliquez le pouvoir de chaque enseigne à ce total, une fois par enseigne. On n'ajoute "
            "pas un as à une combinaison : l'as ne s'associe qu'à une seule carte.",
            "Un as vale 1 y puede emparejarse con otra carta, incluso otro as, pero no con un bufón. Suma los dos "
            "valores y aplica el poder de cada palo a ese total, una vez por palo. No se puede añadir un as a una "
            "combinación de varias cartas.",
            "A 值 1，可以搭配另一張牌（甚至另一張 A），但不能搭配小丑。兩張牌數值相加，每種花色的能力各以總和"
            "發動一次。A 不能加進多張牌的組合，只能搭配一張牌。",
        ),
        source=_s(AS_COMBOS, "Tu peux associer un as à une autre carte, sauf un joker, même à un autre as."),
        rules=("regicide.companion.pair", "regicide.play.values", "regicide.jester.alone"),
    ),
    Faq(
        id="regicide.faq.combo",
        kind="faq",
        question=_t(
            "Can I play several cards of the same value at once?",
            "Puis-je jouer plusieurs cartes de même valeur en même temps ?",
            "¿Puedo jugar varias cartas del mismo valor a la vez?",
            "可以一次打出好幾張同數值的牌嗎？",
        ),
        answer=_t(
            "Yes: 2, 3 or 4 cards of the same value, as long as their total is 10 or less. Three 3s are fine, three "
            "4s are not. Each suit's power applies to the total.",
            "Oui : 2, 3 ou 4 cartes de même valeur, si leur somme ne dépasse pas 10. Trois 3 conviennent ; trois 4 "
            "ne conviennent pas. Chaque enseigne s'applique à la somme.",
            "Sí: 2, 3 o 4 cartas del mismo valor, siempre que sumen 10 o menos. Tres 3 valen; tres 4 no. El poder de "
            "cada palo se aplica a la suma.",
            "可以：2、3 或 4 張同數值的牌，總和不超過 10 即可。三張 3 可以，三張 4 不行。每種花色的能力都以總和發動。",
        ),
        source=_s(
            AS_COMBOS, "Ainsi, trois 3 conviennent ; trois 4 ne conviennent pas. Applique chaque enseigne à la somme."
        ),
        rules=("regicide.combo.max-ten", "regicide.combo.same-value"),
    ),
    Faq(
        id="regicide.faq.jester",
        kind="faq",
        question=_t(
            "What does the jester do?",
            "À quoi sert le joker ?",
            "¿Qué hace el bufón?",
            "小丑有什麼作用？",
        ),
        answer=_t(
            "The jester is played alone. It deals no damage, removes the enemy's immunity and spares you its attack "
            "this turn. Then its player chooses who plays next (by default they may even choose themselves; the "
            "'no-self-jester' preset makes them pick someone else).",
            "Le joker se joue seul. Il n'inflige pas de dégâts, supprime l'immunité de l'ennemi et évite sa "
            "contre-attaque ce tour-ci. Son joueur choisit ensuite qui joue (par défaut, il peut se choisir "
            "lui-même ; le préréglage « no-self-jester » l'oblige à désigner quelqu'un d'autre).",
            "El bufón se juega solo. No hace daño, anula la inmunidad del enemigo y evita su ataque en este turno. "
            "Después, quien lo jugó elige quién juega (por defecto puede elegirse a sí mismo; el preajuste "
            "«no-self-jester» le obliga a elegir a otra persona).",
            "小丑必須單獨打出。它不造成傷害，但會解除敵人的免疫，並免除本回合的反擊。之後由打出小丑的玩家選擇下一位"
            "出牌者（預設可以選自己；「no-self-jester」預設組合則規定必須選別人）。",
        ),
        source=_s(
            AS_COMBOS,
            "Le joker se joue seul. Il n'inflige pas de dégâts, supprime l'immunité de l'ennemi et évite sa "
            "contre-attaque ce tour-ci. Son joueur choisit qui joue ensuite.",
        ),
        rules=(
            "regicide.jester.play",
            "regicide.jester.choose",
            "regicide.jester.alone",
            "regicide.jester.self-choice",
        ),
    ),
    Faq(
        id="regicide.faq.jester-talk",
        kind="faq",
        question=_t(
            "After a jester, what may we say about who should play next?",
            "Après un joker, que peut-on dire pour choisir qui joue ?",
            "Tras un bufón, ¿qué podemos decir para elegir quién juega?",
            "打出小丑後，大家可以怎麼討論誰來出牌？",
        ),
        answer=_t(
            "Only whether you would like to play, without describing your cards. The jester's player then chooses.",
            "Seulement si vous souhaitez jouer, sans décrire vos cartes. Le joueur du joker choisit ensuite.",
            "Solo si quieres jugar o no, sin describir tus cartas. Luego quien jugó el bufón elige.",
            "只能表示自己想不想出牌，不能描述手牌。然後由打出小丑的玩家決定。",
        ),
        source=_s(AS_COMBOS, "Vous pouvez alors seulement dire si vous souhaitez jouer, sans décrire vos cartes."),
        rules=("regicide.jester.signal-only", "regicide.jester.choose"),
    ),
    Faq(
        id="regicide.faq.jester-earlier-cards",
        kind="faq",
        question=_t(
            "After a jester against a Spades or Clubs enemy, what happens to the cards already played?",
            "Après un joker contre un ennemi pique ou trèfle, que deviennent les cartes déjà jouées ?",
            "Tras un bufón contra un enemigo de picas o tréboles, ¿qué pasa con las cartas ya jugadas?",
            "對黑桃或梅花敵人打出小丑後，之前打出的牌會怎樣？",
        ),
        answer=_t(
            "Against a Spades enemy, the spades already played start reducing its attack. Against a Clubs enemy, "
            "the clubs played earlier are not doubled after the fact: only later clubs double.",
            "Face à un ennemi pique, les piques déjà posés commencent à réduire son attaque. Face à un ennemi "
            "trèfle, les anciens trèfles ne sont pas doublés rétroactivement : seuls les suivants doublent.",
            "Contra un enemigo de picas, las picas ya jugadas empiezan a reducir su ataque. Contra uno de tréboles, "
            "los tréboles anteriores no se duplican con efecto retroactivo: solo duplican los siguientes.",
            "面對黑桃敵人時，之前打出的黑桃開始降低它的攻擊。面對梅花敵人時，之前的梅花不會追溯加倍，只有之後打出的"
            "梅花才加倍。",
        ),
        source=_s(
            AS_COMBOS,
            "Face à un ennemi pique, les piques déjà posés commencent à réduire son attaque ; les anciens trèfles "
            "contre un ennemi trèfle ne sont pas doublés rétroactivement.",
        ),
        rules=("regicide.jester.play", "regicide.power.spades", "regicide.power.clubs"),
    ),
    Faq(
        id="regicide.faq.paying",
        kind="faq",
        question=_t(
            "How do I survive the enemy's attack, and what are Aces and jesters worth when paying?",
            "Comment survivre à la contre-attaque, et combien valent as et jokers pour payer ?",
            "¿Cómo sobrevivo al ataque enemigo y cuánto valen ases y bufones al pagar?",
            "要怎麼承受敵人的反擊？付傷害時 A 和小丑值多少？",
        ),
        answer=_t(
            "Discard from your hand cards whose values add up to at least the enemy's remaining attack. Jesters "
            "count 0 and Aces 1 for this. The discarded cards trigger no power and any excess is not refunded.",
            "Défaussez de votre main des cartes dont la valeur totale est au moins égale à l'attaque restante. Les "
            "jokers valent 0 pour payer ; les as valent 1. Ces cartes ne déclenchent aucun pouvoir et l'excédent "
            "n'est pas remboursé.",
            "Descarta de tu mano cartas cuyo valor total sea al menos el ataque restante del enemigo. Para pagar, "
            "los bufones valen 0 y los ases 1. Esas cartas no activan ningún poder y lo pagado de más no se devuelve.",
            "從手牌棄掉總值不低於敵人剩餘攻擊的牌。付傷害時小丑值 0，A 值 1。棄掉的牌不發動能力，多付的也不退還。",
        ),
        source=_s(SURVIE, "Les jokers valent 0 pour payer ; les as valent 1."),
        rules=("regicide.pay.enough", "regicide.pay.no-power", "regicide.pay.no-refund"),
    ),
    Faq(
        id="regicide.faq.yield",
        kind="faq",
        question=_t(
            "Can I pass instead of playing a card?",
            "Puis-je passer au lieu de jouer une carte ?",
            "¿Puedo pasar en lugar de jugar una carta?",
            "可以不出牌、直接放棄嗎？",
        ),
        answer=_t(
            "Yes, you may yield instead of attacking: you go straight to suffering the enemy's attack. But all the "
            "players may not yield one after another, so if everyone else has just yielded you must play. In solo "
            "you can never yield.",
            "Oui, vous pouvez passer au lieu d'attaquer : vous subissez directement la contre-attaque. Mais il est "
            "interdit que tous les joueurs passent successivement : si tous les autres viennent de passer, vous devez "
            "jouer. En solo, vous ne pouvez jamais passer.",
            "Sí, puedes pasar en lugar de atacar: sufres directamente el ataque enemigo. Pero no pueden pasar todos "
            "los jugadores seguidos: si todos los demás acaban de pasar, debes jugar. En solitario nunca puedes pasar.",
            "可以，你可以放棄攻擊，直接承受敵人的反擊。但不能所有玩家連續放棄：如果其他人都剛放棄過，你就必須出牌。"
            "單人模式永遠不能放棄。",
        ),
        source=_s(
            SURVIE,
            "Tu peux passer au lieu d'attaquer : subis directement la contre-attaque. Il est interdit que tous les "
            "joueurs passent successivement. En solo, tu ne peux donc pas passer.",
        ),
        rules=("regicide.yield.suffer", "regicide.yield.all-yielded", "regicide.yield.solo"),
    ),
    Faq(
        id="regicide.faq.exact-kill",
        kind="faq",
        question=_t(
            "What happens when we deal exactly the enemy's health?",
            "Que se passe-t-il si l'on inflige exactement la vie de l'ennemi ?",
            "¿Qué pasa si hacemos exactamente el daño de la vida del enemigo?",
            "剛好打出等於敵人生命的傷害會怎樣？",
        ),
        answer=_t(
            "The enemy is recruited: it goes face down on top of the tavern instead of the discard, so the next "
            "draw brings it into a hand. A recruited royal is worth 10 for a Jack, 15 for a Queen and 20 for a "
            "King, to attack or to pay.",
            "L'ennemi est recruté : la figure va face cachée sur la taverne au lieu de la défausse, et le prochain "
            "tirage la fait entrer dans une main. Une figure recrutée vaut 10 pour un valet, 15 pour une dame, 20 "
            "pour un roi, en attaque ou en défense.",
            "El enemigo queda reclutado: va boca abajo encima de la taberna en vez de al descarte, y el siguiente "
            "robo lo lleva a una mano. Una figura reclutada vale 10 si es J, 15 si es Q y 20 si es K, para atacar o "
            "para pagar.",
            "敵人就被招募：這張人頭牌蓋放在酒館頂端而非棄牌堆，下次抽牌就會進入某人手中。招募來的 J 值 10、"
            "Q 值 15、K 值 20，攻擊或付傷害都適用。",
        ),
        source=_s(
            SURVIE,
            "Une figure recrutée vaut 10 pour un valet, 15 pour une dame, 20 pour un roi, en attaque ou en défense.",
        ),
        rules=("regicide.defeat.exact", "regicide.play.values"),
    ),
    Faq(
        id="regicide.faq.overkill",
        kind="faq",
        question=_t(
            "If our damage goes over the enemy's health, is it still defeated?",
            "Si les dégâts dépassent la vie de l'ennemi, est-il quand même vaincu ?",
            "Si el daño supera la vida del enemigo, ¿queda derrotado igualmente?",
            "傷害超過敵人的生命，還算擊敗嗎？",
        ),
        answer=_t(
            "Yes, it is defeated, but it goes to the discard pile instead of the tavern. In the chapter's example, "
            "an 8 of Clubs would have brought a Jack to 22 damage out of 20: a win, but no recruit.",
            "Oui, il est vaincu, mais il part à la défausse au lieu de la taverne. Dans l'exemple du chapitre, un "
            "8 de trèfle aurait porté le valet à 22 dégâts sur 20 : victoire, mais pas de recrue.",
            "Sí, queda derrotado, pero va al descarte en lugar de a la taberna. En el ejemplo del capítulo, un 8 de "
            "tréboles habría dejado a la J con 22 de daño sobre 20: victoria, pero sin reclutarla.",
            "算，敵人被擊敗，但會進入棄牌堆而不是酒館。在章節的例子中，梅花 8 會讓 J 累積 22 點傷害（生命 20）："
            "擊敗了，但無法招募。",
        ),
        source=_s(
            EXEMPLE,
            "La victoire aurait été obtenue, mais le valet serait parti à la défausse : le coup exact est récompensé.",
        ),
        rules=("regicide.defeat.exact",),
    ),
    Faq(
        id="regicide.faq.after-defeat",
        kind="faq",
        question=_t(
            "Who plays after an enemy is defeated, and does it still attack?",
            "Qui joue après la défaite d'un ennemi, et contre-attaque-t-il encore ?",
            "¿Quién juega después de derrotar a un enemigo? ¿Todavía ataca?",
            "擊敗敵人之後輪到誰？敵人還會反擊嗎？",
        ),
        answer=_t(
            "A defeated enemy does not attack. Its attack cards go to the discard pile, the next enemy is revealed, "
            "and whoever won the fight plays first against it at once.",
            "Un ennemi vaincu ne contre-attaque pas. Ses cartes d'attaque vont en défausse, on révèle le prochain "
            "ennemi et celui qui a remporté le combat commence immédiatement contre lui.",
            "Un enemigo derrotado no ataca. Sus cartas de ataque van al descarte, se revela el siguiente enemigo y "
            "quien ganó el combate empieza de inmediato contra él.",
            "被擊敗的敵人不會反擊。攻擊它的牌進入棄牌堆，翻開下一個敵人，由贏得戰鬥的玩家立刻先對它出牌。",
        ),
        source=_s(SURVIE, "Quand l'ennemi est vaincu, mettez ses cartes d'attaque en défausse."),
        rules=("regicide.defeat.next", "regicide.defeat.exact"),
    ),
    Faq(
        id="regicide.faq.damage-adds-up",
        kind="faq",
        question=_t(
            "Does the enemy's damage reset each turn?",
            "Les dégâts de l'ennemi repartent-ils à zéro à chaque tour ?",
            "¿El daño del enemigo vuelve a cero cada turno?",
            "敵人受到的傷害每回合會歸零嗎？",
        ),
        answer=_t(
            "No. Damage adds up from turn to turn until the enemy is defeated; keep the attack cards visible in "
            "front of it to follow the total.",
            "Non. Les dégâts s'ajoutent de tour en tour jusqu'à la défaite de l'ennemi ; conservez les cartes "
            "d'attaque visibles contre lui pour suivre le total.",
            "No. El daño se acumula de un turno a otro hasta derrotar al enemigo; dejad las cartas de ataque a la "
            "vista delante de él para seguir el total.",
            "不會。傷害會逐回合累加，直到敵人被擊敗；把攻擊用的牌攤在敵人前面，方便計算總數。",
        ),
        source=_s(ETAPES, "Les dégâts s'ajoutent de tour en tour."),
        rules=("regicide.turn.order", "regicide.castle.stats"),
    ),
    Faq(
        id="regicide.faq.tavern-empty",
        kind="faq",
        question=_t(
            "Do we lose when the tavern runs out?",
            "Perd-on quand la taverne est vide ?",
            "¿Perdemos cuando se acaba la taberna?",
            "酒館的牌抽光了會輸嗎？",
        ),
        answer=_t(
            "Not by itself: an empty tavern simply means no one can draw. You lose only when a player cannot pay "
            "the damage, or can neither play a card nor legally yield.",
            "Pas à elle seule : une taverne vide empêche simplement de piocher. Vous perdez seulement quand un "
            "joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer légalement.",
            "No por sí sola: una taberna vacía solo impide robar. Perdéis únicamente cuando un jugador no puede "
            "pagar el daño o no puede ni jugar una carta ni pasar legalmente.",
            "不會，單單酒館空了並不會輸，只是無法再抽牌。只有當某位玩家付不出傷害，或既不能出牌也不能合法放棄時，"
            "大家才會落敗。",
        ),
        source=_s(GAGNER, "La taverne vide ne fait pas perdre à elle seule : elle empêche simplement de piocher."),
        rules=("regicide.end.cannot-pay", "regicide.end.cannot-act", "regicide.power.diamonds"),
    ),
    Faq(
        id="regicide.faq.losing",
        kind="faq",
        question=_t(
            "When exactly do we lose?",
            "Quand perd-on exactement ?",
            "¿Cuándo perdemos exactamente?",
            "什麼情況下會輸？",
        ),
        answer=_t(
            "As soon as one player cannot discard enough to pay the damage, or can neither play a card nor legally "
            "yield. One individual defeat loses the game for the whole group. In solo, a jester still to flip can "
            "save you: you lose only once none is left.",
            "Dès qu'un joueur ne peut pas subir les dégâts demandés, ou ne peut ni jouer ni passer légalement. Une "
            "seule défaite individuelle fait perdre tout le groupe. En solo, un joker encore à retourner peut vous "
            "sauver : vous ne perdez que lorsqu'il n'en reste plus.",
            "En cuanto un jugador no puede descartar lo suficiente para pagar el daño, o no puede ni jugar una "
            "carta ni pasar legalmente. Una sola derrota individual hace perder a todo el grupo. En solitario, un "
            "bufón aún por voltear puede salvarte: solo pierdes cuando no queda ninguno.",
            "只要有一位玩家棄不出足夠的牌來承受傷害，或既不能出牌也不能合法放棄，就立即落敗。一人失敗，全隊皆輸。"
            "單人模式中，只要還有小丑可翻就能自救，兩張都用完才會落敗。",
        ),
        source=_s(
            BUT,
            "Si une personne ne peut pas subir les dégâts demandés, ou ne peut ni jouer ni passer légalement, "
            "vous perdez tous.",
        ),
        rules=("regicide.end.cannot-pay", "regicide.end.cannot-act"),
    ),
    Faq(
        id="regicide.faq.winning",
        kind="faq",
        question=_t(
            "How do we win, and is there a score?",
            "Comment gagne-t-on, et y a-t-il un score ?",
            "¿Cómo se gana? ¿Hay puntuación?",
            "怎樣才算獲勝？有計分嗎？",
        ),
        answer=_t(
            "Defeat all 12 royals; beating the fourth King is an immediate shared victory. There is no tie and no "
            "score between partners; only a solo win earns a medal.",
            "Battez les 12 figures ; la défaite du quatrième roi donne une victoire commune immédiate. Il n'y a ni "
            "égalité ni score entre partenaires ; seule une victoire en solo reçoit une médaille.",
            "Derrotad a las 12 figuras; vencer a la cuarta K da una victoria común inmediata. No hay empate ni "
            "puntuación entre compañeros; solo una victoria en solitario recibe medalla.",
            "擊敗全部 12 張人頭牌；打倒第四位國王時全體立即獲勝。隊友之間沒有平手也沒有計分；只有單人勝利會得到獎牌。",
        ),
        source=_s(GAGNER, "Il n'y a ni égalité ni score entre partenaires."),
        rules=("regicide.end.win", "regicide.solo.medals"),
    ),
    Faq(
        id="regicide.faq.solo-jesters",
        kind="faq",
        question=_t(
            "How do the jesters work in solo?",
            "Comment fonctionnent les jokers en solo ?",
            "¿Cómo funcionan los bufones en solitario?",
            "單人模式的小丑怎麼用？",
        ),
        answer=_t(
            "Both jesters stay out of the deck. At the start of your play step, or just before paying an attack, "
            "flip one to discard your hand and draw a new hand of 8 from what is available. It does not remove "
            "immunity, works even against a Diamonds enemy, and each jester works once.",
            "Les deux jokers sont hors du paquet. Au début de l'étape de jeu ou juste avant de payer une "
            "contre-attaque, retournez-en un pour défausser votre main et refaire une main de 8 avec les cartes "
            "disponibles. Cela ne supprime pas l'immunité, fonctionne même contre carreau, et chaque joker ne sert "
            "qu'une fois.",
            "Los dos bufones quedan fuera del mazo. Al empezar tu paso de juego o justo antes de pagar un ataque, "
            "voltea uno para descartar tu mano y robar una nueva de 8 con las cartas disponibles. No anula la "
            "inmunidad, funciona incluso contra un enemigo de diamantes y cada bufón sirve una sola vez.",
            "兩張小丑不放進牌堆。在出牌階段開始時，或即將承受反擊前，可翻開一張，棄掉手牌並從可用的牌補到 8 張。"
            "它不會解除免疫，對方塊敵人也有效，每張小丑只能用一次。",
        ),
        source=_s(
            SOLO,
            "Cela ne supprime pas l'immunité ennemie et fonctionne même contre carreau. "
            "Chaque joker ne sert qu'une fois.",
        ),
        rules=("regicide.solo.jester", "regicide.solo.jester-once", "regicide.solo.jesters"),
    ),
    Faq(
        id="regicide.faq.solo-medals",
        kind="faq",
        question=_t(
            "How is a solo win rated?",
            "Comment est évaluée une victoire en solo ?",
            "¿Cómo se valora una victoria en solitario?",
            "單人勝利怎麼評級？",
        ),
        answer=_t(
            "Gold if you used no jester, silver with one, bronze if both jesters were used. The medal does not change "
            "the rules of the fights.",
            "Or sans aucun joker, argent avec un seul, bronze si les deux jokers ont servi. Cette distinction ne "
            "change pas les règles des combats.",
            "Oro si no usaste ningún bufón, plata con uno, bronce si usaste los dos. La medalla no cambia las reglas "
            "de los combates.",
            "沒用小丑得金牌，用一張得銀牌，兩張都用了得銅牌。獎牌不會改變戰鬥規則。",
        ),
        source=_s(
            GAGNER,
            "En solo, une victoire vaut bronze si les deux jokers ont servi, argent avec un seul, or sans aucun.",
        ),
        rules=("regicide.solo.medals",),
    ),
    Faq(
        id="regicide.faq.jesters-per-count",
        kind="faq",
        question=_t(
            "How many jesters go into the tavern?",
            "Combien de jokers met-on dans la taverne ?",
            "¿Cuántos bufones van en la taberna?",
            "酒館要放幾張小丑？",
        ),
        answer=_t(
            "None at 2 players, one at 3, two at 4. In solo, both jesters stay beside the deck as special resources.",
            "Aucun à 2 joueurs, un à 3, deux à 4. En solo, les deux restent à côté comme ressources spéciales.",
            "Ninguno con 2 jugadores, uno con 3, dos con 4. En solitario, los dos quedan aparte como recursos "
            "especiales.",
            "2 人不放，3 人放 1 張，4 人放 2 張。單人時兩張小丑放在一旁，作為特殊資源。",
        ),
        source=_s(MATERIEL, "À 2 joueurs, aucun n'entre dans la pioche ; à 3, un ; à 4, deux."),
        rules=("regicide.tavern.jesters", "regicide.tavern.composition"),
    ),
    Faq(
        id="regicide.faq.table-talk",
        kind="faq",
        question=_t(
            "Can we tell each other what cards we hold?",
            "Peut-on se dire quelles cartes on a en main ?",
            "¿Podemos decirnos qué cartas tenemos?",
            "可以互相說自己手上有什麼牌嗎？",
        ),
        answer=_t(
            "No: do not reveal or hint at what your hand holds. Public information, such as the size of the tavern "
            "or how many cards each player holds, may be recalled.",
            "Non : ne révélez ni n'insinuez le contenu de vos mains. Les informations publiques, comme la taille de "
            "la pioche ou le nombre de cartes en main, peuvent être rappelées.",
            "No: no reveléis ni insinuéis lo que tenéis en la mano. La información pública, como el tamaño de la "
            "taberna o cuántas cartas tiene cada uno, sí puede recordarse.",
            "不行：不可透露或暗示手牌內容。公開資訊，例如酒館剩幾張、每人手上有幾張牌，則可以提出來。",
        ),
        source=_s(COMMENT, "Ne révélez ni n'insinuez le contenu de vos mains."),
        rules=("regicide.jester.signal-only",),
    ),
    Faq(
        id="regicide.faq.first-player",
        kind="faq",
        question=_t(
            "Who goes first?",
            "Qui commence ?",
            "¿Quién empieza?",
            "誰先開始？",
        ),
        answer=_t(
            "Choose the first player. The booklet's humorous criterion may be replaced, if everyone agrees, by "
            "drawing lots.",
            "Choisissez le premier joueur. Le critère humoristique du livret peut être remplacé d'un commun accord "
            "par un tirage au sort.",
            "Elegid quién empieza. El criterio humorístico del reglamento puede sustituirse, si todos están de "
            "acuerdo, por un sorteo.",
            "選出起始玩家。規則書中的趣味標準，經大家同意後可改為抽籤決定。",
        ),
        source=_s(
            PREPARER, "Le critère humoristique du livret peut être remplacé d'un commun accord par un tirage au sort."
        ),
        rules=("regicide.turn.order", "regicide.setup.deal"),
    ),
)

# -- « 08 Les erreurs à éviter »: its last line holds two mistakes, given one entry each -----

MISTAKES: tuple[Faq, ...] = (
    Faq(
        id="regicide.mistake.power-against-own-suit",
        kind="mistake",
        question=_t(
            "Using a power against an enemy of the same suit",
            "Appliquer un pouvoir contre l'ennemi de même enseigne",
            "Aplicar un poder contra el enemigo del mismo palo",
            "對同花色的敵人發動能力",
        ),
        answer=_t(
            "An enemy is immune to the power of its own suit: the card deals its damage, but its power does "
            "nothing, unless a jester has removed the immunity.",
            "Un ennemi est immunisé au pouvoir de sa propre enseigne : la carte inflige ses dégâts, mais son "
            "pouvoir ne s'applique pas, sauf si un joker a supprimé l'immunité.",
            "Un enemigo es inmune al poder de su propio palo: la carta hace su daño, pero su poder no se aplica, "
            "salvo que un bufón haya anulado la inmunidad.",
            "敵人免疫自己花色的能力：這張牌照樣造成傷害，但能力無效，除非小丑已解除免疫。",
        ),
        source=_s(ERREURS, "Appliquer un pouvoir contre l'ennemi de même enseigne."),
        rules=("regicide.power.immunity", "regicide.jester.play"),
    ),
    Faq(
        id="regicide.mistake.powers-when-paying",
        kind="mistake",
        question=_t(
            "Triggering effects with the cards discarded to survive",
            "Déclencher des effets avec les cartes défaussées pour survivre",
            "Activar efectos con las cartas descartadas para sobrevivir",
            "用為了存活而棄的牌發動效果",
        ),
        answer=_t(
            "Cards discarded to pay the enemy's attack trigger no power: only their value counts.",
            "Les cartes défaussées pour payer la contre-attaque ne déclenchent aucun pouvoir : seule leur valeur "
            "compte.",
            "Las cartas descartadas para pagar el ataque enemigo no activan ningún poder: solo cuenta su valor.",
            "為承受反擊而棄掉的牌不會發動任何能力，只計算數值。",
        ),
        source=_s(ERREURS, "Déclencher des effets avec les cartes défaussées pour survivre."),
        rules=("regicide.pay.no-power", "regicide.pay.enough"),
    ),
    Faq(
        id="regicide.mistake.next-player-after-win",
        kind="mistake",
        question=_t(
            "Letting the next player go after a defeat",
            "Faire jouer le suivant après avoir vaincu",
            "Dar el turno al siguiente tras derrotar a un enemigo",
            "擊敗敵人後換下一位玩家出牌",
        ),
        answer=_t(
            "Whoever wins the fight plays again: they start at once against the next enemy, without suffering the "
            "defeated enemy's attack.",
            "Le vainqueur du combat rejoue : il commence immédiatement contre le prochain ennemi, sans subir la "
            "contre-attaque du vaincu.",
            "Quien gana el combate vuelve a jugar: empieza de inmediato contra el siguiente enemigo, sin sufrir el "
            "ataque del derrotado.",
            "贏得戰鬥的玩家再出一次牌：他立刻先對下一個敵人出牌，也不承受被擊敗敵人的反擊。",
        ),
        source=_s(ERREURS, "Faire jouer le suivant après avoir vaincu : le vainqueur du combat rejoue."),
        rules=("regicide.defeat.next",),
    ),
    Faq(
        id="regicide.mistake.solo-jester-immunity",
        kind="mistake",
        question=_t(
            "Thinking the solo jester removes immunity",
            "Croire que le joker solo retire une immunité",
            "Creer que el bufón en solitario anula la inmunidad",
            "以為單人模式的小丑能解除免疫",
        ),
        answer=_t(
            "In solo, flipping a jester only discards your hand and draws a new one up to 8; the enemy keeps its "
            "immunity.",
            "En solo, retourner un joker sert seulement à défausser votre main et à refaire une main de 8 ; l'ennemi "
            "garde son immunité.",
            "En solitario, voltear un bufón solo sirve para descartar tu mano y robar otra hasta 8; el enemigo "
            "conserva su inmunidad.",
            "單人模式翻開小丑只會棄掉手牌並補到 8 張；敵人仍保有免疫。",
        ),
        source=_s(ERREURS, "Croire que le joker solo retire une immunité"),
        rules=("regicide.solo.jester", "regicide.power.immunity"),
    ),
    Faq(
        id="regicide.mistake.endless-yield",
        kind="mistake",
        question=_t(
            "Thinking everyone can yield forever",
            "Croire que chacun peut passer indéfiniment",
            "Creer que todos pueden pasar indefinidamente",
            "以為每個人都能一直放棄出牌",
        ),
        answer=_t(
            "All the players may not yield one after another: when everyone else has just yielded, you must play. "
            "In solo you can never yield.",
            "Il est interdit que tous les joueurs passent successivement : si tous les autres viennent de passer, "
            "vous devez jouer. En solo, on ne peut jamais passer.",
            "No pueden pasar todos los jugadores seguidos: si todos los demás acaban de pasar, debes jugar. En "
            "solitario nunca se puede pasar.",
            "不能所有玩家連續放棄：如果其他人都剛放棄過，你就必須出牌。單人模式永遠不能放棄。",
        ),
        source=_s(ERREURS, "ou que chacun peut passer indéfiniment."),
        rules=("regicide.yield.all-yielded", "regicide.yield.solo"),
    ),
)

# -- « 09 Astuces pour débuter »: one tip per sentence ---------------------------------------

TIPS: tuple[Faq, ...] = (
    Faq(
        id="regicide.tip.keep-small-cards",
        kind="tip",
        question=_t(
            "Keep small cards to pay exactly",
            "Garder des petites cartes pour payer juste",
            "Guarda cartas pequeñas para pagar justo",
            "留小牌來剛好付傷害",
        ),
        answer=_t(
            "Keep some small cards so you can pay a weak enemy attack exactly: anything paid beyond the attack is "
            "lost.",
            "Conservez des petites cartes pour payer exactement une faible contre-attaque : ce qui est payé en trop "
            "n'est pas remboursé.",
            "Guarda cartas pequeñas para pagar exactamente un ataque débil: lo que se paga de más no se devuelve.",
            "保留一些小牌，好在敵人攻擊不高時剛好付清：多付的傷害不會退還。",
        ),
        source=_s(ASTUCES, "Conservez des petites cartes pour payer exactement une faible contre-attaque."),
        rules=("regicide.pay.no-refund", "regicide.pay.enough"),
    ),
    Faq(
        id="regicide.tip.early-spade",
        kind="tip",
        question=_t(
            "Play a spade early",
            "Poser un pique tôt",
            "Juega una pica pronto",
            "及早打出黑桃",
        ),
        answer=_t(
            "A spade played early protects you for several turns, since its reduction of the enemy's attack lasts "
            "until that enemy is defeated.",
            "Un pique placé tôt protège plusieurs tours : sa réduction de l'attaque dure jusqu'à la défaite de "
            "l'ennemi.",
            "Una pica jugada pronto protege varios turnos, porque su reducción del ataque dura hasta que el enemigo "
            "es derrotado.",
            "及早打出的黑桃能保護好幾個回合，因為它對敵人攻擊的削減會持續到該敵人被擊敗為止。",
        ),
        source=_s(ASTUCES, "Un pique placé tôt protège plusieurs tours."),
        rules=("regicide.power.spades",),
    ),
    Faq(
        id="regicide.tip.aim-for-exact",
        kind="tip",
        question=_t(
            "Check for an exact kill before playing a club",
            "Viser le coup exact avant de jouer un trèfle",
            "Busca el golpe exacto antes de jugar un trébol",
            "打梅花前先看能否剛好擊敗",
        ),
        answer=_t(
            "Before playing a club, see whether you can reach the enemy's health exactly: an exact kill puts the "
            "royal on top of the tavern, so it is recruited at the next draw.",
            "Avant de jouer un trèfle, regardez si vous pouvez atteindre exactement la vie ennemie : le coup exact "
            "place la figure sur la taverne, pour la recruter au prochain tirage.",
            "Antes de jugar un trébol, mira si puedes alcanzar exactamente la vida del enemigo: el golpe exacto "
            "pone la figura encima de la taberna y la reclutas en el siguiente robo.",
            "打出梅花之前，先看看能不能剛好打到敵人的生命值：剛好擊敗會讓這張人頭牌放到酒館頂端，下次抽牌就能招募它。",
        ),
        source=_s(
            ASTUCES,
            "Avant de jouer un trèfle, regardez si vous pouvez atteindre exactement la vie ennemie pour recruter "
            "une figure au prochain tirage.",
        ),
        rules=("regicide.defeat.exact", "regicide.power.clubs"),
    ),
)


# -- the three A5 aid sheets -------------------------------------------------------------

_SETUP_SHEET = Sheet(
    id="setup",
    title=_t("Setting up", "Mise en place", "Preparación", "遊戲準備"),
    blocks=(
        Block(
            heading=_t("You need", "Matériel", "Material", "配件"),
            lines=(
                _t(
                    "A standard 52-card deck (the Aces are the animal companions) and its 2 jokers (the jesters).",
                    "Un paquet classique de 52 cartes (les as sont les compagnons animaux) et ses 2 jokers.",
                    "Una baraja clásica de 52 cartas (los ases son los compañeros animales) y sus 2 comodines, "
                    "que son los bufones.",
                    "一副標準 52 張撲克牌（A 是動物夥伴）和 2 張鬼牌（即小丑）。",
                ),
                _t(
                    "Optional: paper and pencil to track the damage and the enemy's attack reduction.",
                    "Facultatif : papier et crayon pour suivre les dégâts et la réduction d'attaque de l'ennemi.",
                    "Opcional: papel y lápiz para anotar el daño y la reducción del ataque enemigo.",
                    "可選：紙筆，用來記錄傷害與敵人攻擊的削減。",
                ),
            ),
        ),
        Block(
            heading=_t("Step by step", "Pas à pas", "Paso a paso", "步驟"),
            figure="castle",
            numbered=True,
            lines=(
                _t(
                    "Castle: shuffle the 4 Kings face down, the 4 Queens on them, then the 4 Jacks on top.",
                    "Château : mélangez les 4 rois face cachée, les 4 dames dessus, puis les 4 valets au sommet.",
                    "Castillo: baraja las 4 K boca abajo, las 4 Q encima y luego las 4 J arriba del todo.",
                    "城堡：4 張 K 洗勻蓋放，4 張 Q 洗勻放在上面，再把 4 張 J 放在最上方。",
                ),
                _t(
                    "Turn over the top Jack: it is the current enemy.",
                    "Retournez le premier valet : c'est l'ennemi actuel.",
                    "Da la vuelta a la primera J: es el enemigo actual.",
                    "翻開最上面的 J：這就是目前的敵人。",
                ),
                _t(
                    "Tavern: shuffle the Aces and the 2 to 10 with the jesters for your player count.",
                    "Taverne : mélangez les as et les cartes de 2 à 10 avec le nombre de jokers approprié.",
                    "Taberna: baraja los ases y las cartas del 2 al 10 con los bufones que correspondan.",
                    "酒館：把 A 與 2 至 10 的牌，連同依人數而定的小丑一起洗勻。",
                ),
                _t(
                    "Deal everyone the maximum hand; leave room for a shared discard pile.",
                    "Distribuez la main maximale ; laissez une défausse commune.",
                    "Reparte a cada uno la mano máxima; deja sitio para un descarte común.",
                    "每人發到手牌上限；留出共用棄牌堆的位置。",
                ),
                _t(
                    "Choose the first player (drawing lots is fine if everyone agrees).",
                    "Choisissez le premier joueur (un tirage au sort convient, d'un commun accord).",
                    "Elegid quién empieza (un sorteo vale si todos están de acuerdo).",
                    "選出起始玩家（大家同意的話可以抽籤）。",
                ),
            ),
        ),
        Block(
            heading=_t("By player count", "Selon le nombre de joueurs", "Según el número de jugadores", "依人數"),
            table=(
                (
                    _t("Players", "Joueurs", "Jugadores", "人數"),
                    _t("Hand", "Main", "Mano", "手牌上限"),
                    _t("Jesters in the tavern", "Jokers dans la taverne", "Bufones en la taberna", "酒館中的小丑"),
                ),
                (
                    _t("Solo", "Solo", "Solitario", "單人"),
                    _t("8", "8", "8", "8"),
                    _t("0 (2 set aside)", "0 (2 à côté)", "0 (2 aparte)", "0（2 張放一旁）"),
                ),
                (_t("2", "2", "2", "2"), _t("7", "7", "7", "7"), _t("0", "0", "0", "0")),
                (_t("3", "3", "3", "3"), _t("6", "6", "6", "6"), _t("1", "1", "1", "1")),
                (_t("4", "4", "4", "4"), _t("5", "5", "5", "5"), _t("2", "2", "2", "2")),
            ),
        ),
    ),
    sources=(
        _s(MATERIEL, "52 cartes classiques : 4 as, les cartes de 2 à 10 et 12 figures."),
        _s(MATERIEL, "Facultatif : papier et crayon pour suivre les dégâts et la réduction d'attaque de l'ennemi."),
        _s(PREPARER, "Retournez le premier valet : c'est l'ennemi actuel."),
        _s(PREPARER, "Distribuez la main maximale : 7 cartes chacun à 2 ; 6 à 3 ; 5 à 4 ; 8 en solo."),
    ),
)

_PLAYER_SHEET = Sheet(
    id="player",
    title=_t("Player aid", "Aide de jeu", "Ayuda de juego", "玩家參考卡"),
    blocks=(
        Block(
            heading=_t("Suit powers", "Pouvoirs des enseignes", "Poderes de los palos", "花色能力"),
            figure="suits",
            lines=(
                _t(
                    "♥ Hearts heal: that many cards from the shuffled discard go face down under the tavern.",
                    "♥ Cœur soigne : autant de cartes de la défausse mélangée vont, face cachée, sous la taverne.",
                    "♥ Corazones curan: esa cantidad de cartas del descarte barajado va boca abajo bajo la taberna.",
                    "♥ 紅心補牌：洗勻棄牌堆，將等量的牌蓋放到酒館底部。",
                ),
                _t(
                    "♦ Diamonds draw: that many cards, one each in turn from the active player; full hands skipped.",
                    "♦ Carreau pioche : autant de cartes, une chacun à tour de rôle depuis le joueur actif ; "
                    "mains pleines sautées.",
                    "♦ Diamantes roban: esa cantidad de cartas, una cada uno por turnos desde el activo; se saltan "
                    "las manos llenas.",
                    "♦ 方塊抽牌：從當前玩家起輪流每人抽一張，共抽該數值張；已滿的手牌跳過。",
                ),
                _t(
                    "♣ Clubs double this attack's damage (not the other powers).",
                    "♣ Trèfle double les dégâts de cette attaque (pas les autres pouvoirs).",
                    "♣ Tréboles duplican el daño de este ataque (no los otros poderes).",
                    "♣ 梅花：本次攻擊傷害加倍（其他能力不加倍）。",
                ),
                _t(
                    "♠ Spades shield: the enemy's attack drops by the value; spades add up until it is defeated.",
                    "♠ Pique protège : l'attaque ennemie baisse de la valeur ; les piques s'additionnent jusqu'à "
                    "sa défaite.",
                    "♠ Picas protegen: el ataque enemigo baja en ese valor; se suman hasta derrotarlo.",
                    "♠ 黑桃護盾：敵人攻擊降低該數值；累加到敵人被擊敗為止。",
                ),
                _t(
                    "An enemy ignores the power of its own suit (a jester removes that). Hearts before diamonds.",
                    "Un ennemi ignore le pouvoir de sa propre enseigne (le joker l'annule). Cœur avant carreau.",
                    "Un enemigo ignora el poder de su propio palo (el bufón lo anula). Corazones antes que diamantes.",
                    "敵人免疫同花色的能力（小丑可解除）。紅心先於方塊。",
                ),
            ),
        ),
        Block(
            heading=_t(
                "The 12 enemies of the castle",
                "Les 12 ennemis du château",
                "Los 12 enemigos del castillo",
                "城堡的 12 個敵人",
            ),
            figure="royals",
        ),
        Block(
            heading=_t("Hands and jesters", "Mains et jokers", "Manos y bufones", "手牌與小丑"),
            lines=(
                _t(
                    "Maximum hand: 8 solo, 7 at 2 players, 6 at 3, 5 at 4.",
                    "Main maximale : solo 8, à 2 : 7, à 3 : 6, à 4 : 5.",
                    "Mano máxima: 8 en solitario, 7 con 2 jugadores, 6 con 3, 5 con 4.",
                    "手牌上限：單人 8 張，2 人 7 張，3 人 6 張，4 人 5 張。",
                ),
                _t(
                    "Jesters in the tavern: none at 2, one at 3, two at 4; solo: two set aside.",
                    "Jokers dans la taverne : aucun à 2, un à 3, deux à 4 ; solo : deux à côté.",
                    "Bufones en la taberna: ninguno con 2, uno con 3, dos con 4; solitario: dos aparte.",
                    "酒館中的小丑：2 人沒有，3 人 1 張，4 人 2 張；單人：2 張放一旁。",
                ),
                _t(
                    "Values: Ace 1, 2-10 as printed; jester 0 when paying.",
                    "Valeurs : as 1, 2 à 10 leur valeur ; joker 0 pour payer.",
                    "Valores: as 1, del 2 al 10 lo impreso; bufón 0 al pagar.",
                    "數值：A 為 1，2 至 10 照牌面；付傷害時小丑為 0。",
                ),
                _t(
                    "Plays: one card; an Ace + one card; 2-4 cards of one value totalling 10 or less; a jester alone.",
                    "Coups : une carte ; un as + une carte ; 2 à 4 cartes de même valeur, 10 au plus ; un joker seul.",
                    "Jugadas: una carta; un as + una carta; de 2 a 4 cartas del mismo valor que sumen 10 o menos; "
                    "un bufón solo.",
                    "出牌：一張牌；A + 一張牌；2 至 4 張同數值且總和不超過 10；小丑單獨打出。",
                ),
            ),
        ),
    ),
    sources=(
        _s(POUVOIRS, "Les pouvoirs sont obligatoires lorsqu'ils fonctionnent."),
        _s(AS_COMBOS, "Tu peux aussi jouer 2, 3 ou 4 cartes de même valeur, si leur somme ne dépasse pas 10."),
        _s(SURVIE, "Une figure recrutée vaut 10 pour un valet, 15 pour une dame, 20 pour un roi"),
        _s(RESUME, "Château : valets, puis dames, puis rois ; vie/attaque 20/10, 30/15, 40/20."),
    ),
)

_TURN_SHEET = Sheet(
    id="turn",
    title=_t("A turn", "Le tour de jeu", "El turno", "回合流程"),
    blocks=(
        Block(
            heading=_t("The four steps", "Les quatre étapes", "Los cuatro pasos", "四個步驟"),
            figure="steps",
            numbered=True,
            lines=(
                _t(
                    "Play a card or a legal group (or yield: go straight to step 4; never all in a row, never solo).",
                    "Jouez une carte ou un groupe permis (ou passez : allez à l'étape 4 ; jamais tous d'affilée, "
                    "jamais en solo).",
                    "Juega una carta o un grupo válido (o pasa: ve al paso 4; nunca todos seguidos, nunca en "
                    "solitario).",
                    "打出一張牌或合法的組合（或放棄：直接到第 4 步；不能所有人連續放棄，單人不可放棄）。",
                ),
                _t(
                    "Activate the suit powers (not the enemy's suit); hearts before diamonds.",
                    "Activez les pouvoirs (pas celui de l'enseigne ennemie) ; cœur avant carreau.",
                    "Activa los poderes (no el del palo enemigo); corazones antes que diamantes.",
                    "發動花色能力（敵人的花色除外）；紅心先於方塊。",
                ),
                _t(
                    "Deal the damage (clubs double); damage adds up. Enemy at 0 health: defeated, see below.",
                    "Infligez les dégâts (trèfle double) ; ils s'additionnent. Vie épuisée : ennemi vaincu, voir plus "
                    "bas.",
                    "Haz el daño (tréboles duplican); se acumula. Vida agotada: enemigo derrotado, ver abajo.",
                    "造成傷害（梅花加倍）；傷害會累加。生命歸零：敵人被擊敗，見下方。",
                ),
                _t(
                    "Enemy still alive: discard cards worth at least its attack minus spades. No power, no refund.",
                    "Ennemi vivant : défaussez au moins la valeur de son attaque moins les piques. Aucun pouvoir, "
                    "aucun remboursement.",
                    "Enemigo vivo: descarta cartas que sumen al menos su ataque menos las picas. Sin poderes ni "
                    "devolución.",
                    "敵人仍存活：棄掉總值不低於其攻擊減去黑桃的牌。不發動能力，多付不退。",
                ),
            ),
            note=_t(
                "Then the next player takes their turn.",
                "Puis c'est au joueur suivant.",
                "Luego le toca al siguiente jugador.",
                "然後輪到下一位玩家。",
            ),
        ),
        Block(
            heading=_t("Enemy defeated", "Ennemi vaincu", "Enemigo derrotado", "擊敗敵人"),
            lines=(
                _t(
                    "Attack cards go to the discard. Exactly its health: the royal goes on top of the tavern; "
                    "more: to the discard.",
                    "Cartes d'attaque en défausse. Exactement sa vie : la figure va sur la taverne ; plus : en "
                    "défausse.",
                    "Las cartas de ataque al descarte. Vida exacta: la figura va encima de la taberna; más: al "
                    "descarte.",
                    "攻擊用的牌進入棄牌堆。剛好等於生命：人頭牌放到酒館頂端；超過：進入棄牌堆。",
                ),
                _t(
                    "No attack; the winner of the fight plays first against the next enemy.",
                    "Pas de contre-attaque ; le vainqueur du combat commence contre l'ennemi suivant.",
                    "Sin ataque; quien ganó el combate empieza contra el siguiente enemigo.",
                    "沒有反擊；贏得戰鬥的玩家先對下一個敵人出牌。",
                ),
            ),
        ),
        Block(
            heading=_t("Jester", "Joker", "Bufón", "小丑"),
            lines=(
                _t(
                    "Played alone: no damage, removes immunity, no attack this turn; its player picks who plays next.",
                    "Joué seul : aucun dégât, supprime l'immunité, pas de contre-attaque ; son joueur choisit qui "
                    "joue ensuite.",
                    "Se juega solo: sin daño, anula la inmunidad, sin ataque este turno; quien lo jugó elige quién "
                    "sigue.",
                    "單獨打出：不造成傷害，解除免疫，本回合無反擊；由打出者選擇下一位出牌者。",
                ),
            ),
        ),
        Block(
            heading=_t("End of the game", "Fin de partie", "Fin de la partida", "遊戲結束"),
            figure="medals",
            lines=(
                _t(
                    "Win together as soon as the fourth King is defeated.",
                    "Victoire commune dès la défaite du quatrième roi.",
                    "Victoria común en cuanto cae la cuarta K.",
                    "擊敗第四位國王，全體立即獲勝。",
                ),
                _t(
                    "Everyone loses if a player cannot pay, or can neither play nor legally yield.",
                    "Tout le monde perd si un joueur ne peut payer, ou ne peut ni jouer ni passer légalement.",
                    "Todos pierden si un jugador no puede pagar, o no puede ni jugar ni pasar legalmente.",
                    "若有玩家付不出傷害，或既不能出牌也不能合法放棄，全體落敗。",
                ),
                _t(
                    "Solo medal: gold with no jester flipped, silver with one, bronze with two.",
                    "Médaille en solo : or sans joker retourné, argent avec un, bronze avec deux.",
                    "Medalla en solitario: oro sin bufones volteados, plata con uno, bronce con dos.",
                    "單人獎牌：未翻小丑為金牌，翻一張為銀牌，兩張為銅牌。",
                ),
            ),
        ),
    ),
    sources=(
        _s(ETAPES, _PLAY_STEPS),
        _s(SURVIE, "Quand l'ennemi est vaincu, mettez ses cartes d'attaque en défausse."),
        _s(AS_COMBOS, "Le joker se joue seul."),
        _s(GAGNER, "La défaite du quatrième roi donne une victoire commune immédiate."),
        _s(RESUME, "Tour : jouer ; pouvoir ; dégâts ; payer la contre-attaque restante."),
    ),
)

CONTENT = GameContent(
    card=CARD,
    sources=SOURCES,
    statements=STATEMENTS,
    sections=SECTIONS,
    entries=(*FAQS, *MISTAKES, *TIPS),
    turn=TURN,
    sheets=(_SETUP_SHEET, _PLAYER_SHEET, _TURN_SHEET),
)
