"""Rent a Hero's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
Hero names: Spanish from the rulebook (seed 003), Chinese from the 8fspace write-up (seed 001);
the French page (seed 000) names no hero, so the French names are ours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.i18n import LogSentences, register, translate

RULES: dict[str, dict[str, str]] = {
    # -- setup ------------------------------------------------------------------------------
    "rentahero.setup.players": {
        "en": "Rent a Hero is played by 3 to 5 players.",
        "fr": "Rent a Hero se joue de 3 à 5 joueurs.",
        "es": "Rent a Hero se juega de 3 a 5 jugadores.",
        "zh-Hant": "出租英雄由 3 至 5 名玩家進行。",
    },
    "rentahero.setup.cards": {
        "en": "77 cards: 11 of each of the seven heroes; a hero's strength is its number.",
        "fr": "77 cartes : 11 de chacun des sept héros ; la force d'un héros est son numéro.",
        "es": "77 cartas: 11 de cada uno de los siete héroes; la fuerza de un héroe es su número.",
        "zh-Hant": "共 77 張牌：七種英雄各 11 張；英雄的強度就是它的編號。",
    },
    "rentahero.setup.deck": {
        "en": "A deck given card by card is 77 hero numbers, 11 of each, top first, and must leave cards after the deal.",
        "fr": "Une pioche donnée carte à carte compte 77 numéros de héros, 11 de chaque, le dessus d'abord, et doit laisser des cartes après la donne.",
        "es": "Un mazo dado carta a carta tiene 77 números de héroe, 11 de cada uno, el de arriba primero, y debe dejar cartas tras el reparto.",
        "zh-Hant": "逐張指定的牌庫須為 77 個英雄編號、每種 11 張、由頂端開始，且發牌後仍須有剩餘的牌。",
    },
    "rentahero.setup.bands": {
        "en": "Each player starts with 2 different heroes face up; a second identical hero is discarded face up and replaced.",
        "fr": "Chacun commence avec 2 héros différents face visible ; un second héros identique est défaussé face visible et remplacé.",
        "es": "Cada jugador empieza con 2 héroes diferentes boca arriba; un segundo héroe idéntico se descarta boca arriba y se reemplaza.",
        "zh-Hant": "每位玩家以 2 張不同的英雄面朝上開始；若第二張相同，就面朝上棄掉並重新翻牌。",
    },
    "rentahero.setup.hands": {
        "en": "Each player is dealt a hand of 5 cards face down; the rest is the deck.",
        "fr": "Chacun reçoit une main de 5 cartes face cachée ; le reste forme la pioche.",
        "es": "Cada jugador recibe una mano de 5 cartas boca abajo; el resto forma el mazo.",
        "zh-Hant": "每位玩家發 5 張手牌；其餘的牌作為牌庫。",
    },
    "rentahero.setup.first-player": {
        "en": "The first active player is chosen at random.",
        "fr": "Le premier joueur principal est tiré au hasard.",
        "es": "El primer jugador activo se elige al azar.",
        "zh-Hant": "隨機選出第一位啟動玩家。",
    },
    # -- the turn ---------------------------------------------------------------------------
    "rentahero.turn.out-of-turn": {
        "en": "It is not your turn to act.",
        "fr": "Ce n'est pas à toi d'agir.",
        "es": "No te toca actuar.",
        "zh-Hant": "現在不是你行動的時候。",
    },
    "rentahero.end.game-over": {
        "en": "The game is over.",
        "fr": "La partie est terminée.",
        "es": "La partida ha terminado.",
        "zh-Hant": "遊戲已經結束。",
    },
    "rentahero.end.no-terminate": {
        "en": "No player can end a game of Rent a Hero for the others: it is played until someone wins (a player "
        "who leaves the table is replaced by a bot).",
        "fr": "Aucun joueur ne peut arrêter une partie de Rent a Hero pour les autres : elle se joue jusqu'à la "
        "victoire (un joueur qui quitte la table est remplacé par un bot).",
        "es": "Ningún jugador puede terminar una partida de Rent a Hero por los demás: se juega hasta que alguien "
        "gana (a quien deja la mesa lo sustituye un bot).",
        "zh-Hant": "沒有玩家能替其他人結束出租英雄的遊戲：遊戲要進行到有人獲勝（離開牌桌的玩家由機器人接替）。",
    },
    "rentahero.turn.reveal": {
        "en": "The active player turns the deck's top card face up onto the discard pile: its required strength says which heroes may be sent.",
        "fr": "Le joueur principal retourne la carte du dessus de la pioche sur la défausse : sa force requise dit quels héros peuvent être envoyés.",
        "es": "El jugador activo pone boca arriba en el descarte la primera carta del mazo: su fuerza requerida indica qué héroes se pueden enviar.",
        "zh-Hant": "啟動玩家把牌庫頂的牌翻開放進棄牌堆：牌上的強度需求決定可以傳出哪些英雄。",
    },
    "rentahero.turn.send-first": {
        "en": "The active player must send a wandering hero first.",
        "fr": "Le joueur principal doit d'abord envoyer un héros vagabond.",
        "es": "Primero el jugador activo debe enviar un héroe vagabundo.",
        "zh-Hant": "啟動玩家必須先傳出流浪英雄。",
    },
    "rentahero.turn.next": {
        "en": "Once the wandering hero is recruited or discarded, the active player draws a card and the player on the left becomes active.",
        "fr": "Une fois le héros vagabond recruté ou défaussé, le joueur principal pioche une carte et son voisin de gauche prend la main.",
        "es": "Una vez reclutado o descartado el héroe vagabundo, el jugador activo roba una carta y el jugador de su izquierda pasa a ser el activo.",
        "zh-Hant": "流浪英雄被招募或棄掉後，啟動玩家抽一張牌，由左手邊的玩家成為新的啟動玩家。",
    },
    # -- sending ----------------------------------------------------------------------------
    "rentahero.send.requirement": {
        "en": "The hero sent must meet the strength required by the card turned this turn.",
        "fr": "Le héros envoyé doit respecter la force requise par la carte retournée ce tour-ci.",
        "es": "El héroe enviado debe cumplir la fuerza requerida por la carta revelada en este turno.",
        "zh-Hant": "傳出的英雄必須符合本回合翻開那張牌的強度需求。",
    },
    "rentahero.send.not-in-hand": {
        "en": "You have no such card to send.",
        "fr": "Tu n'as pas cette carte à envoyer.",
        "es": "No tienes esa carta para enviar.",
        "zh-Hant": "你手上沒有這張牌可以傳出。",
    },
    "rentahero.send.from-deck": {
        "en": "Only a player with no card meeting the requirement sends the deck's top card instead.",
        "fr": "Seul un joueur sans carte respectant la condition envoie à la place la carte du dessus de la pioche.",
        "es": "Solo quien no tiene ninguna carta que cumpla la fuerza requerida envía en su lugar la primera carta del mazo.",
        "zh-Hant": "只有手中沒有符合強度需求的牌時，才改從牌庫頂抽一張傳出。",
    },
    "rentahero.send.discard": {
        "en": "After sending the deck's top card (and looking at it), you also discard a card of your hand, face up.",
        "fr": "Après avoir envoyé la carte du dessus de la pioche (en la regardant), tu défausses aussi une carte de ta main, face visible.",
        "es": "Tras enviar la primera carta del mazo (después de mirarla), también descartas una carta de tu mano, boca arriba.",
        "zh-Hant": "從牌庫頂傳出（並看過那張牌）之後，你還要把一張手牌面朝上棄掉。",
    },
    "rentahero.send.discard-first": {
        "en": "You sent the deck's top card: discard a card of your hand first.",
        "fr": "Tu as envoyé la carte du dessus de la pioche : défausse d'abord une carte de ta main.",
        "es": "Has enviado la primera carta del mazo: primero descarta una carta de tu mano.",
        "zh-Hant": "你已從牌庫頂傳出：請先棄掉一張手牌。",
    },
    "rentahero.send.discard-not-in-hand": {
        "en": "You have no such card to discard.",
        "fr": "Tu n'as pas cette carte à défausser.",
        "es": "No tienes esa carta para descartar.",
        "zh-Hant": "你手上沒有這張牌可以棄掉。",
    },
    "rentahero.send.no-discard": {
        "en": "There is no card to discard now: a hand card is discarded only right after sending the deck's top card.",
        "fr": "Il n'y a pas de carte à défausser maintenant : on ne défausse qu'aussitôt après avoir envoyé la carte de la pioche.",
        "es": "Ahora no hay que descartar ninguna carta: solo se descarta justo después de enviar la carta del mazo.",
        "zh-Hant": "現在不需要棄牌：只有剛從牌庫頂傳出之後才棄一張手牌。",
    },
    "rentahero.send.once": {
        "en": "The wandering hero has already been sent this turn.",
        "fr": "Le héros vagabond a déjà été envoyé ce tour-ci.",
        "es": "El héroe vagabundo ya se ha enviado en este turno.",
        "zh-Hant": "本回合已經傳出流浪英雄了。",
    },
    "rentahero.send.impossible": {
        "en": "With no card meeting the requirement and no card left to draw, the turn ends with nothing sent.",
        "fr": "Sans carte respectant la condition ni carte à piocher, le tour s'achève sans envoi.",
        "es": "Sin ninguna carta que cumpla la fuerza requerida ni cartas que robar, el turno termina sin enviar nada.",
        "zh-Hant": "沒有符合強度需求的牌、牌庫也沒有牌時，本回合不傳出任何英雄就結束。",
    },
    # -- holding the wandering hero ------------------------------------------------------------
    "rentahero.hold.recruit": {
        "en": "To recruit, turn the wandering hero face up: a new hero joins your band.",
        "fr": "Pour recruter, retourne le héros vagabond face visible : un nouveau héros rejoint ton groupe.",
        "es": "Para reclutar, pon el héroe vagabundo boca arriba: un héroe nuevo se une a tu banda.",
        "zh-Hant": "招募時把流浪英雄翻成正面：新的英雄加入你的團隊。",
    },
    "rentahero.pass.left": {
        "en": "Passing sends the wandering hero, still face down, to the player on your left.",
        "fr": "Passer envoie le héros vagabond, toujours face cachée, à ton voisin de gauche.",
        "es": "Pasar envía el héroe vagabundo, aún boca abajo, al jugador de tu izquierda.",
        "zh-Hant": "選擇不招募時，流浪英雄仍蓋著傳給左手邊的玩家。",
    },
    "rentahero.recruit.forced": {
        "en": "The wandering hero has come back to the active player after a full circle: he must recruit it.",
        "fr": "Le héros vagabond est revenu au joueur principal après un tour de table complet : il doit le recruter.",
        "es": "El héroe vagabundo ha vuelto al jugador activo tras dar la vuelta a la mesa: debe reclutarlo.",
        "zh-Hant": "流浪英雄繞桌一圈回到啟動玩家手上：他必須招募它。",
    },
    "rentahero.recruit.duplicate": {
        "en": "Recruiting a hero already in your band eliminates both: they go face down to your pile of eliminated heroes.",
        "fr": "Recruter un héros déjà présent dans ton groupe les élimine tous les deux : ils vont face cachée dans ta pile de héros éliminés.",
        "es": "Reclutar un héroe que ya tienes elimina a ambos: van boca abajo a tu pila de héroes eliminados.",
        "zh-Hant": "招募到團隊裡已有的英雄時兩張都被消滅：蓋著放進你的淘汰英雄堆。",
    },
    "rentahero.recruit.threatened": {
        "en": "Just before a duplicate is eliminated, its owner may still use the threatened hero's power if it is unused.",
        "fr": "Juste avant l'élimination d'un doublon, son propriétaire peut encore utiliser le pouvoir du héros menacé s'il est inutilisé.",
        "es": "Justo antes de eliminar un duplicado, su dueño aún puede usar el poder del héroe amenazado si no lo ha usado.",
        "zh-Hant": "重複的英雄被消滅之前，若受威脅英雄的能力尚未使用，擁有者仍可發動它。",
    },
    "rentahero.recruit.settled": {
        "en": "Once a duplicate is declared recruited, its elimination is settled: it happens even if the game ends first.",
        "fr": "Dès qu'un doublon est déclaré recruté, son élimination est acquise : elle a lieu même si la partie s'achève avant.",
        "es": "En cuanto se declara reclutado un duplicado, su eliminación es firme: ocurre aunque la partida termine antes.",
        "zh-Hant": "一旦宣告招募重複的英雄，淘汰就已確定：即使遊戲先結束也照樣執行。",
    },
    # -- hints ------------------------------------------------------------------------------
    "rentahero.hint.self": {
        "en": "The active player answers hints; he does not ask for them.",
        "fr": "Le joueur principal répond aux demandes d'indice ; il n'en demande pas.",
        "es": "El jugador activo responde a las pistas; no las pide.",
        "zh-Hant": "啟動玩家負責回答詢問，自己不能詢問。",
    },
    "rentahero.hint.last-card": {
        "en": "You may not give your last card for a hint: you need at least two cards in hand.",
        "fr": "Tu ne peux pas donner ta dernière carte pour un indice : il te faut au moins deux cartes en main.",
        "es": "No puedes usar la última carta de tu mano para pedir una pista: necesitas al menos dos.",
        "zh-Hant": "不能用最後一張手牌詢問：手上至少要有兩張牌。",
    },
    "rentahero.hint.not-in-hand": {
        "en": "You have no such card to give for a hint.",
        "fr": "Tu n'as pas cette carte à donner pour un indice.",
        "es": "No tienes esa carta para pedir una pista.",
        "zh-Hant": "你手上沒有這張牌可以用來詢問。",
    },
    "rentahero.hint.limit": {
        "en": "You have asked all the hints allowed about this wandering hero ({limit}).",
        "fr": "Tu as demandé tous les indices permis sur ce héros vagabond ({limit}).",
        "es": "Ya has pedido todas las pistas permitidas sobre este héroe vagabundo ({limit}).",
        "zh-Hant": "你對這個流浪英雄的詢問次數已用完（{limit} 次）。",
    },
    "rentahero.hint.answer": {
        "en": "The active player answers truthfully: yes if the card given is the same hero as the wandering one, no otherwise.",
        "fr": "Le joueur principal répond honnêtement : oui si la carte donnée est le même héros que le vagabond, non sinon.",
        "es": "El jugador activo responde con la verdad: sí si la carta dada es el mismo héroe que el vagabundo, si no, no.",
        "zh-Hant": "啟動玩家必須誠實回答：交出的牌與流浪英雄相同就答「是」，否則答「不是」。",
    },
    "rentahero.hint.face-down": {
        "en": "The card given for a hint is discarded face down: only the asker and the active player know it.",
        "fr": "La carte donnée pour un indice est défaussée face cachée : seuls le demandeur et le joueur principal la connaissent.",
        "es": "La carta dada para una pista se descarta boca abajo: solo quien pregunta y el jugador activo la conocen.",
        "zh-Hant": "用來詢問的牌蓋著丟進棄牌堆：只有詢問者和啟動玩家知道它是什麼。",
    },
    # -- powers -----------------------------------------------------------------------------
    "rentahero.power.in-band": {
        "en": "Only the heroes of your band give their power, not those in your hand.",
        "fr": "Seuls les héros de ton groupe donnent leur pouvoir, pas ceux de ta main.",
        "es": "Solo los héroes de tu banda dan su poder, no los de tu mano.",
        "zh-Hant": "只有你團隊裡的英雄能發動能力，手牌不行。",
    },
    "rentahero.power.used": {
        "en": "Each power is used once: that hero has been turned sideways (a Witch can refresh it).",
        "fr": "Chaque pouvoir sert une fois : ce héros a été tourné à l'horizontale (une Sorcière peut le rafraîchir).",
        "es": "Cada poder se usa una vez: ese héroe ya está horizontal (una Bruja puede refrescarlo).",
        "zh-Hant": "每個能力只能用一次：這個英雄已經橫置（女巫可以重置它）。",
    },
    "rentahero.power.arguments": {
        "en": "Only the Dog Trainer names a target player, and only the Witch names a hero to refresh.",
        "fr": "Seul le Dresseur de chiens désigne un joueur, et seule la Sorcière désigne un héros à rafraîchir.",
        "es": "Solo el Entrenador de perros elige a un jugador, y solo la Bruja elige un héroe que refrescar.",
        "zh-Hant": "只有訓狗師要指定一位玩家，只有女巫要指定要重置的英雄。",
    },
    "rentahero.power.sideways": {
        "en": "A hero whose power is used is turned sideways and counts as used, even if an Angry Chicken cancels it.",
        "fr": "Un héros dont le pouvoir sert est tourné à l'horizontale et compte comme utilisé, même si un Poulet en colère l'annule.",
        "es": "Un héroe cuyo poder se usa se gira en horizontal y cuenta como usado, aunque un Pollo enojado lo anule.",
        "zh-Hant": "發動過能力的英雄要橫置並算作已使用，即使被憤怒雞取消也一樣。",
    },
    "rentahero.power.fresh": {
        "en": "A hero recruited comes with its power unused, even if an earlier copy was used and eliminated.",
        "fr": "Un héros recruté arrive avec son pouvoir inutilisé, même si un exemplaire précédent avait servi puis été éliminé.",
        "es": "Un héroe reclutado llega con su poder sin usar, aunque una copia anterior se usara y fuera eliminada.",
        "zh-Hant": "新招募的英雄能力未使用，即使先前同名英雄用過後被消滅也一樣。",
    },
    "rentahero.power.no-wandering": {
        "en": "There is no wandering hero yet for this power.",
        "fr": "Il n'y a pas encore de héros vagabond pour ce pouvoir.",
        "es": "Todavía no hay héroe vagabundo para este poder.",
        "zh-Hant": "目前還沒有流浪英雄可以發動這個能力。",
    },
    "rentahero.power.declared": {
        "en": 'Once someone says "I recruit", the hero is no longer the wandering hero for any power.',
        "fr": "Dès qu'un joueur dit « je recrute », le héros n'est plus le héros vagabond pour aucun pouvoir.",
        "es": 'En cuanto alguien dice "Estoy reclutando", el héroe deja de ser el héroe vagabundo para los poderes.',
        "zh-Hant": "一旦有人喊出「我要招募」，這張牌對任何能力而言都不再是流浪英雄。",
    },
    "rentahero.chicken.response-only": {
        "en": "An Angry Chicken only answers a power that has just been used.",
        "fr": "Un Poulet en colère ne répond qu'à un pouvoir qui vient d'être utilisé.",
        "es": "Un Pollo enojado solo responde a un poder que se acaba de usar.",
        "zh-Hant": "憤怒雞只能回應剛剛發動的能力。",
    },
    "rentahero.chicken.cancel": {
        "en": "Angry Chicken: cancels the power just used, which may be another Angry Chicken's.",
        "fr": "Poulet en colère : annule le pouvoir qui vient d'être utilisé, même celui d'un autre Poulet en colère.",
        "es": "Pollo enojado: anula el poder que se acaba de usar, incluso el de otro Pollo enojado.",
        "zh-Hant": "憤怒雞：取消剛發動的能力，也可以取消另一隻憤怒雞。",
    },
    "rentahero.pyromaniac.discard": {
        "en": "Pyromaniac: the wandering hero goes face up onto the discard pile; once it is there, no Angry Chicken can cancel it.",
        "fr": "Pyromane : le héros vagabond va face visible sur la défausse ; une fois là, aucun Poulet en colère ne peut l'annuler.",
        "es": "Pirómano: el héroe vagabundo va boca arriba al descarte; una vez allí, ningún Pollo enojado puede anularlo.",
        "zh-Hant": "縱火狂：把流浪英雄面朝上丟進棄牌堆；一旦丟掉，憤怒雞也來不及取消。",
    },
    "rentahero.witch.refresh": {
        "en": "Witch: one used hero of your band is turned upright; its power may be used again at once.",
        "fr": "Sorcière : un héros utilisé de ton groupe est redressé ; son pouvoir peut resservir aussitôt.",
        "es": "Bruja: un héroe usado de tu banda vuelve a ponerse derecho; su poder puede usarse otra vez enseguida.",
        "zh-Hant": "女巫：把你團隊中一個橫置的英雄轉正，它的能力可以立刻再用。",
    },
    "rentahero.witch.not-itself": {
        "en": "The Witch cannot refresh herself.",
        "fr": "La Sorcière ne peut pas se rafraîchir elle-même.",
        "es": "La Bruja no puede refrescarse a sí misma.",
        "zh-Hant": "女巫不能重置自己。",
    },
    "rentahero.witch.answer": {
        "en": "While a power just used can be answered, an unused Witch may refresh your used Angry Chicken, which may then answer it, unless another Angry Chicken cancels the Witch.",
        "fr": "Tant qu'on peut répondre à un pouvoir tout juste utilisé, une Sorcière inutilisée peut rafraîchir ton Poulet en colère utilisé, qui peut alors y répondre, sauf si un autre Poulet en colère annule la Sorcière.",
        "es": "Mientras se puede responder a un poder recién usado, una Bruja sin usar puede refrescar tu Pollo enojado usado, que entonces puede responderlo, salvo que otro Pollo enojado anule a la Bruja.",
        "zh-Hant": "剛發動的能力仍可回應時，未使用的女巫可以重置你已使用的憤怒雞，讓它回應該能力；但另一隻憤怒雞可以抵消女巫。",
    },
    "rentahero.witch.used-only": {
        "en": "The Witch refreshes a hero of your band that has been used.",
        "fr": "La Sorcière rafraîchit un héros de ton groupe déjà utilisé.",
        "es": "La Bruja refresca un héroe de tu banda que ya se ha usado.",
        "zh-Hant": "女巫只能重置你團隊中已經橫置的英雄。",
    },
    "rentahero.dog.muzzle": {
        "en": "Dog Trainer: the player chosen must pass this wandering hero on instead of recruiting it.",
        "fr": "Dresseur de chiens : le joueur choisi doit passer ce héros vagabond au lieu de le recruter.",
        "es": "Entrenador de perros: el jugador elegido debe pasar este héroe vagabundo en vez de reclutarlo.",
        "zh-Hant": "訓狗師：被指定的玩家不能招募這個流浪英雄，只能傳下去。",
    },
    "rentahero.dog.muzzled": {
        "en": "A Dog Trainer stops you from recruiting this hero: you can only pass it on.",
        "fr": "Un Dresseur de chiens t'empêche de recruter ce héros : tu ne peux que le passer.",
        "es": "Un Entrenador de perros te impide reclutar este héroe: solo puedes pasarlo.",
        "zh-Hant": "訓狗師讓你不能招募這個英雄：你只能把它傳下去。",
    },
    "rentahero.dog.active-discard": {
        "en": "If the wandering hero reaches an active player targeted by a Dog Trainer, it is discarded face up.",
        "fr": "Si le héros vagabond arrive au joueur principal visé par un Dresseur de chiens, il est défaussé face visible.",
        "es": "Si el héroe vagabundo llega al jugador activo que es objetivo del Entrenador de perros, se descarta boca arriba.",
        "zh-Hant": "流浪英雄回到被訓狗師指定的啟動玩家時，這張牌面朝上棄掉。",
    },
    "rentahero.dog.target-self": {
        "en": "You may not set the Dog Trainer on yourself.",
        "fr": "Tu ne peux pas utiliser le Dresseur de chiens sur toi-même.",
        "es": "No puedes usar el Entrenador de perros contigo mismo.",
        "zh-Hant": "訓狗師的能力不能對自己使用。",
    },
    "rentahero.dog.no-seat": {
        "en": "There is no such player at this table.",
        "fr": "Ce joueur n'existe pas à cette table.",
        "es": "Ese jugador no existe en esta mesa.",
        "zh-Hant": "這張桌子沒有這位玩家。",
    },
    "rentahero.dog.already-muzzled": {
        "en": "That player is already stopped from recruiting this wandering hero.",
        "fr": "Ce joueur est déjà empêché de recruter ce héros vagabond.",
        "es": "Ese jugador ya tiene prohibido reclutar este héroe vagabundo.",
        "zh-Hant": "這位玩家已經不能招募這個流浪英雄了。",
    },
    "rentahero.sergeant.look": {
        "en": "Sergeant: look at the wandering hero in secret.",
        "fr": "Sergent : regarde le héros vagabond en secret.",
        "es": "Sargento: mira en secreto al héroe vagabundo.",
        "zh-Hant": "警衛：偷偷查看流浪英雄。",
    },
    "rentahero.sergeant.announce": {
        "en": "After a Sergeant's look, its user says aloud which hero it is (lying is allowed) or says nothing.",
        "fr": "Après le coup d'œil du Sergent, son utilisateur annonce quel héros c'est (mentir est permis) ou ne dit rien.",
        "es": "Tras mirar con el Sargento, quien lo usó anuncia qué héroe es (se permite mentir) o no dice nada.",
        "zh-Hant": "用警衛看過之後，使用者可以宣告這是哪個英雄（可以說謊），或什麼都不說。",
    },
    "rentahero.sergeant.announce-first": {
        "en": "Announce what your Sergeant saw (or nothing) first.",
        "fr": "Annonce d'abord ce que ton Sergent a vu (ou rien).",
        "es": "Primero anuncia lo que vio tu Sargento (o nada).",
        "zh-Hant": "請先宣告你的警衛看到了什麼（或不宣告）。",
    },
    "rentahero.sergeant.nothing": {
        "en": "Nobody has an announcement to make now.",
        "fr": "Personne n'a d'annonce à faire maintenant.",
        "es": "Ahora nadie tiene nada que anunciar.",
        "zh-Hant": "現在沒有人需要宣告。",
    },
    "rentahero.knight.ignore": {
        "en": "Black Knight: this turn the active player may send any card of his hand, whatever the requirement.",
        "fr": "Chevalier noir : ce tour-ci, le joueur principal peut envoyer n'importe quelle carte de sa main, sans condition.",
        "es": "Caballero negro: en este turno el jugador activo puede enviar cualquier carta de su mano, sin importar la fuerza requerida.",
        "zh-Hant": "黑騎士：本回合啟動玩家可以無視強度需求，傳出任何一張手牌。",
    },
    "rentahero.knight.before-send": {
        "en": "The Black Knight helps only before the wandering hero is sent.",
        "fr": "Le Chevalier noir ne sert qu'avant l'envoi du héros vagabond.",
        "es": "El Caballero negro solo sirve antes de enviar el héroe vagabundo.",
        "zh-Hant": "黑騎士只能在傳出流浪英雄之前使用。",
    },
    "rentahero.knight.already": {
        "en": "The active player may already send any card this turn.",
        "fr": "Le joueur principal peut déjà envoyer n'importe quelle carte ce tour-ci.",
        "es": "El jugador activo ya puede enviar cualquier carta en este turno.",
        "zh-Hant": "本回合啟動玩家已經可以傳出任何牌了。",
    },
    "rentahero.wizard.draw": {
        "en": "Wizard: draw two cards (one if only one is left); there is no hand limit.",
        "fr": "Magicien : pioche deux cartes (une s'il n'en reste qu'une) ; la main n'a pas de limite.",
        "es": "Mago: roba dos cartas (una si solo queda una); no hay límite de mano.",
        "zh-Hant": "法師：抽兩張牌（牌庫只剩一張就抽一張）；手牌沒有上限。",
    },
    "rentahero.wizard.empty-deck": {
        "en": "The deck is empty: the Wizard has nothing to draw.",
        "fr": "La pioche est vide : le Magicien n'a rien à piocher.",
        "es": "El mazo está vacío: el Mago no tiene nada que robar.",
        "zh-Hant": "牌庫已空：法師沒有牌可抽。",
    },
    # -- windows ----------------------------------------------------------------------------
    "rentahero.window.pending": {
        "en": "After each public event, every player holding a power usable now may use it or decline.",
        "fr": "Après chaque événement public, chaque joueur qui a un pouvoir utilisable peut s'en servir ou passer.",
        "es": "Tras cada suceso público, cada jugador con un poder utilizable puede usarlo o declinar.",
        "zh-Hant": "每個公開事件之後，手上有可用能力的玩家都可以發動或放棄。",
    },
    "rentahero.window.chicken": {
        "en": "After a power is used, the players with an unused Angry Chicken may cancel it before it takes effect.",
        "fr": "Après un pouvoir, les joueurs qui ont un Poulet en colère inutilisé peuvent l'annuler avant son effet.",
        "es": "Tras usar un poder, quienes tengan un Pollo enojado sin usar pueden anularlo antes de que surta efecto.",
        "zh-Hant": "有人發動能力後，擁有未使用憤怒雞的玩家可以在生效前取消它。",
    },
    "rentahero.window.open": {
        "en": "Players may still react: use a power or decline first.",
        "fr": "Les joueurs peuvent encore réagir : utilise un pouvoir ou passe d'abord.",
        "es": "Aún se puede reaccionar: primero usa un poder o declina.",
        "zh-Hant": "其他玩家仍可反應：請先發動能力或放棄。",
    },
    "rentahero.window.none": {
        "en": "Nobody is waiting for reactions: there is nothing to decline.",
        "fr": "Personne n'attend de réaction : il n'y a rien à refuser.",
        "es": "No se esperan reacciones: no hay nada que declinar.",
        "zh-Hant": "現在沒有等待反應的時機：沒有可以放棄的事。",
    },
    "rentahero.window.not-pending": {
        "en": "You are not among the players who may react now (no usable power, or you declined).",
        "fr": "Tu n'es pas parmi les joueurs qui peuvent réagir (aucun pouvoir utilisable, ou tu as passé).",
        "es": "No estás entre quienes pueden reaccionar ahora (sin poder utilizable, o ya declinaste).",
        "zh-Hant": "你現在不在可以反應的玩家之中（沒有可用的能力，或你已放棄）。",
    },
    "rentahero.window.chicken-only": {
        "en": "A power was just used: only an Angry Chicken may answer it now.",
        "fr": "Un pouvoir vient d'être utilisé : seul un Poulet en colère peut y répondre maintenant.",
        "es": "Se acaba de usar un poder: ahora solo un Pollo enojado puede responder.",
        "zh-Hant": "剛有人發動能力：現在只有憤怒雞可以回應。",
    },
    # -- deck and end -----------------------------------------------------------------------
    "rentahero.deck.reshuffle": {
        "en": "Original rules: when a card is needed and the deck is empty, the discard pile is shuffled into a new deck.",
        "fr": "Règles originales : s'il faut une carte et que la pioche est vide, la défausse est mélangée pour former une nouvelle pioche.",
        "es": "Reglas originales: si hace falta una carta y el mazo está vacío, se baraja el descarte para formar un mazo nuevo.",
        "zh-Hant": "原版規則：需要抽牌而牌庫已空時，把棄牌堆洗勻成為新的牌庫。",
    },
    "rentahero.end.six-heroes": {
        "en": "A player with 6 different heroes in his band wins at once.",
        "fr": "Un joueur qui réunit 6 héros différents dans son groupe gagne aussitôt.",
        "es": "Quien tenga 6 héroes diferentes en su banda gana de inmediato.",
        "zh-Hant": "團隊中集滿 6 種不同英雄的玩家立即獲勝。",
    },
    "rentahero.end.deck-out": {
        "en": "When the last card of the deck is drawn, the current turn is finished and the game ends.",
        "fr": "Quand la dernière carte de la pioche est tirée, on finit le tour et la partie s'arrête.",
        "es": "Cuando se roba la última carta del mazo, se termina el turno en curso y acaba la partida.",
        "zh-Hant": "牌庫最後一張牌被抽走後，打完當前回合遊戲就結束。",
    },
    "rentahero.end.no-cards": {
        "en": "The game ends when no card can be had to turn or to send, even from the discard pile.",
        "fr": "La partie s'arrête quand aucune carte ne peut être retournée ni envoyée, même en reprenant la défausse.",
        "es": "La partida termina cuando no hay ninguna carta que revelar o enviar, ni siquiera del descarte.",
        "zh-Hant": "連棄牌堆也湊不出可翻開或傳出的牌時，遊戲結束。",
    },
    "rentahero.end.ranking": {
        "en": "At the end, the player with the most heroes in his band wins.",
        "fr": "En fin de partie, le joueur qui a le plus de héros dans son groupe gagne.",
        "es": "Al final gana el jugador con más héroes en su banda.",
        "zh-Hant": "遊戲結束時，團隊中英雄最多的玩家獲勝。",
    },
    "rentahero.end.tie-eliminated": {
        "en": "On a tie, the player with the fewest cards in his pile of eliminated heroes wins.",
        "fr": "En cas d'égalité, le joueur dont la pile de héros éliminés est la plus petite gagne.",
        "es": "En caso de empate, gana quien tenga menos cartas en su pila de héroes eliminados.",
        "zh-Hant": "平手時，淘汰英雄堆中牌最少的玩家獲勝。",
    },
    "rentahero.end.tie-powers": {
        "en": "If still tied, the player who used the fewest powers wins.",
        "fr": "Si l'égalité persiste, celui qui a utilisé le moins de pouvoirs gagne.",
        "es": "Si sigue el empate, gana quien haya usado menos poderes.",
        "zh-Hant": "若仍平手，使用能力次數最少的玩家獲勝。",
    },
    "rentahero.end.shared": {
        "en": "If still tied after that, the tied players share the victory.",
        "fr": "Si l'égalité persiste encore, la victoire est partagée.",
        "es": "Si aun así hay empate, todos los empatados comparten la victoria.",
        "zh-Hant": "若之後仍平手，平手的玩家共享勝利。",
    },
}

HERO_WORDS: dict[str, dict[str, str]] = {
    "rentahero.hero.1": {"en": "Angry Chicken", "fr": "Poulet en colère", "es": "Pollo enojado", "zh-Hant": "憤怒雞"},
    "rentahero.hero.2": {"en": "Pyromaniac", "fr": "Pyromane", "es": "Pirómano", "zh-Hant": "縱火狂"},
    "rentahero.hero.3": {"en": "Witch", "fr": "Sorcière", "es": "Bruja", "zh-Hant": "女巫"},
    "rentahero.hero.4": {
        "en": "Dog Trainer",
        "fr": "Dresseur de chiens",
        "es": "Entrenador de perros",
        "zh-Hant": "訓狗師",
    },
    "rentahero.hero.5": {"en": "Sergeant", "fr": "Sergent", "es": "Sargento", "zh-Hant": "警衛"},
    "rentahero.hero.6": {"en": "Black Knight", "fr": "Chevalier noir", "es": "Caballero negro", "zh-Hant": "黑騎士"},
    "rentahero.hero.7": {"en": "Wizard", "fr": "Magicien", "es": "Mago", "zh-Hant": "法師"},
    "rentahero.hero.card": {
        "en": "{name} ({strength})",
        "fr": "{name} ({strength})",
        "es": "{name} ({strength})",
        "zh-Hant": "{name}（{strength}）",
    },
    "rentahero.requires.1": {
        "en": "strength 3 or less",
        "fr": "force 3 ou moins",
        "es": "fuerza 3 o menos",
        "zh-Hant": "強度三以下",
    },
    "rentahero.requires.2": {
        "en": "strength 5 or more",
        "fr": "force 5 ou plus",
        "es": "fuerza 5 o más",
        "zh-Hant": "強度五以上",
    },
    "rentahero.requires.3": {
        "en": "strength 3, 4 or 5",
        "fr": "force 3, 4 ou 5",
        "es": "fuerza 3, 4 o 5",
        "zh-Hant": "強度三至五",
    },
    "rentahero.requires.4": {"en": "odd strength", "fr": "force impaire", "es": "fuerza impar", "zh-Hant": "奇數強度"},
    "rentahero.requires.5": {"en": "even strength", "fr": "force paire", "es": "fuerza par", "zh-Hant": "偶數強度"},
    "rentahero.requires.6": {
        "en": "strength at most the number of players ({players})",
        "fr": "force au plus égale au nombre de joueurs ({players})",
        "es": "fuerza igual o menor que el número de jugadores ({players})",
        "zh-Hant": "強度不超過玩家人數（{players}）",
    },
    "rentahero.requires.7": {
        "en": "strength at least the number of players ({players})",
        "fr": "force au moins égale au nombre de joueurs ({players})",
        "es": "fuerza igual o mayor que el número de jugadores ({players})",
        "zh-Hant": "強度不低於玩家人數（{players}）",
    },
    "rentahero.list.separator": {"en": ", ", "fr": ", ", "es": ", ", "zh-Hant": "、"},
    "rentahero.word.yes": {"en": "yes", "fr": "oui", "es": "sí", "zh-Hant": "是"},
    "rentahero.word.no": {"en": "no", "fr": "non", "es": "no", "zh-Hant": "不是"},
}

# -- the game log -------------------------------------------------------------------------
# Sentences for events as one seat receives them (`Event.for_seat`): they say only what the
# event carries, so a card the reader may not see stays "a card".

LOG: dict[str, dict[str, str]] = {
    "rentahero.log.turn": {
        "en": "{player} is the active player",
        "fr": "{player} est le joueur principal",
        "es": "{player} es el jugador activo",
        "zh-Hant": "{player} 成為啟動玩家",
    },
    "rentahero.log.reveal": {
        "en": "{player} turns {hero}: send a hero of {requirement}",
        "fr": "{player} retourne {hero} : envoyer un héros de {requirement}",
        "es": "{player} revela {hero}: hay que enviar un héroe de {requirement}",
        "zh-Hant": "{player} 翻開{hero}：需傳出{requirement}的英雄",
    },
    "rentahero.log.no-reveal": {
        "en": "the deck is empty: {player} turns nothing and may send any hero",
        "fr": "la pioche est vide : {player} ne retourne rien et peut envoyer n'importe quel héros",
        "es": "el mazo está vacío: {player} no revela nada y puede enviar cualquier héroe",
        "zh-Hant": "牌庫已空：{player} 不翻牌，可以傳出任何英雄",
    },
    "rentahero.log.send": {
        "en": "{player} sends a wandering hero to {to}",
        "fr": "{player} envoie un héros vagabond à {to}",
        "es": "{player} envía un héroe vagabundo a {to}",
        "zh-Hant": "{player} 把一個流浪英雄傳給 {to}",
    },
    "rentahero.log.send-known": {
        "en": "{player} sends {hero} to {to}",
        "fr": "{player} envoie {hero} à {to}",
        "es": "{player} envía {hero} a {to}",
        "zh-Hant": "{player} 把{hero}傳給 {to}",
    },
    "rentahero.log.send-deck": {
        "en": "{player} has no matching card and sends the deck's top card to {to}",
        "fr": "{player} n'a pas de carte valable et envoie la carte du dessus de la pioche à {to}",
        "es": "{player} no tiene carta válida y envía la primera carta del mazo a {to}",
        "zh-Hant": "{player} 沒有符合的牌，把牌庫頂的牌傳給 {to}",
    },
    "rentahero.log.send-deck-known": {
        "en": "{player} has no matching card and sends the deck's top card, {hero}, to {to}",
        "fr": "{player} n'a pas de carte valable et envoie la carte du dessus de la pioche, {hero}, à {to}",
        "es": "{player} no tiene carta válida y envía la primera carta del mazo, {hero}, a {to}",
        "zh-Hant": "{player} 沒有符合的牌，把牌庫頂的{hero}傳給 {to}",
    },
    "rentahero.log.discard": {
        "en": "{player} discards {hero}",
        "fr": "{player} défausse {hero}",
        "es": "{player} descarta {hero}",
        "zh-Hant": "{player} 棄掉{hero}",
    },
    "rentahero.log.pass": {
        "en": "{player} passes the wandering hero to {to}",
        "fr": "{player} passe le héros vagabond à {to}",
        "es": "{player} pasa el héroe vagabundo a {to}",
        "zh-Hant": "{player} 把流浪英雄傳給 {to}",
    },
    "rentahero.log.hint": {
        "en": "{player} gives a card to {to} for a hint: {answer}",
        "fr": "{player} donne une carte à {to} pour un indice : {answer}",
        "es": "{player} da una carta a {to} para pedir una pista: {answer}",
        "zh-Hant": "{player} 交一張牌給 {to} 詢問：{answer}",
    },
    "rentahero.log.hint-known": {
        "en": "{player} gives {hero} to {to} for a hint: {answer}",
        "fr": "{player} donne {hero} à {to} pour un indice : {answer}",
        "es": "{player} da {hero} a {to} para pedir una pista: {answer}",
        "zh-Hant": "{player} 交出{hero}給 {to} 詢問：{answer}",
    },
    "rentahero.log.window": {
        "en": "waiting for reactions from {players}",
        "fr": "en attente des réactions de {players}",
        "es": "esperando reacciones de {players}",
        "zh-Hant": "等待 {players} 的反應",
    },
    "rentahero.log.window-chicken": {
        "en": "an Angry Chicken may answer: {players}",
        "fr": "un Poulet en colère peut répondre : {players}",
        "es": "un Pollo enojado puede responder: {players}",
        "zh-Hant": "憤怒雞可以回應：{players}",
    },
    "rentahero.log.decline": {
        "en": "{player} lets it go",
        "fr": "{player} laisse faire",
        "es": "{player} lo deja pasar",
        "zh-Hant": "{player} 不做反應",
    },
    "rentahero.log.power": {
        "en": "{player} uses the {hero}",
        "fr": "{player} utilise le pouvoir : {hero}",
        "es": "{player} usa el poder: {hero}",
        "zh-Hant": "{player} 發動{hero}的能力",
    },
    "rentahero.log.power-target": {
        "en": "{player} uses the {hero} on {target}",
        "fr": "{player} utilise le pouvoir : {hero}, sur {target}",
        "es": "{player} usa el poder: {hero}, contra {target}",
        "zh-Hant": "{player} 對 {target} 發動{hero}的能力",
    },
    "rentahero.log.power-refresh": {
        "en": "{player} uses the {hero} to refresh the {refresh}",
        "fr": "{player} utilise le pouvoir : {hero}, pour rafraîchir {refresh}",
        "es": "{player} usa el poder: {hero}, para refrescar {refresh}",
        "zh-Hant": "{player} 發動{hero}的能力，重置{refresh}",
    },
    "rentahero.log.cancelled": {
        "en": "{player}'s {hero} is cancelled",
        "fr": "le pouvoir de {player} ({hero}) est annulé",
        "es": "el poder de {player} ({hero}) queda anulado",
        "zh-Hant": "{player} 的{hero}能力被取消",
    },
    "rentahero.log.resolved": {
        "en": "{player}'s {hero} takes effect",
        "fr": "le pouvoir de {player} ({hero}) s'applique",
        "es": "el poder de {player} ({hero}) surte efecto",
        "zh-Hant": "{player} 的{hero}能力生效",
    },
    "rentahero.log.refresh": {
        "en": "{player}'s {hero} is refreshed",
        "fr": "{hero} de {player} est rafraîchi",
        "es": "{hero} de {player} queda refrescado",
        "zh-Hant": "{player} 的{hero}已重置",
    },
    "rentahero.log.muzzle": {
        "en": "{target} may not recruit this wandering hero",
        "fr": "{target} ne peut pas recruter ce héros vagabond",
        "es": "{target} no puede reclutar este héroe vagabundo",
        "zh-Hant": "{target} 不能招募這個流浪英雄",
    },
    "rentahero.log.look": {
        "en": "{player} looks at the wandering hero",
        "fr": "{player} regarde le héros vagabond",
        "es": "{player} mira el héroe vagabundo",
        "zh-Hant": "{player} 查看了流浪英雄",
    },
    "rentahero.log.look-known": {
        "en": "{player} looks at the wandering hero: {hero}",
        "fr": "{player} regarde le héros vagabond : {hero}",
        "es": "{player} mira el héroe vagabundo: {hero}",
        "zh-Hant": "{player} 查看了流浪英雄：{hero}",
    },
    "rentahero.log.black-knight": {
        "en": "{active} may send any card this turn",
        "fr": "{active} peut envoyer n'importe quelle carte ce tour-ci",
        "es": "{active} puede enviar cualquier carta en este turno",
        "zh-Hant": "{active} 本回合可以傳出任何牌",
    },
    "rentahero.log.draw": {
        "en": "{player} draws {count} card(s)",
        "fr": "{player} pioche {count} carte(s)",
        "es": "{player} roba {count} carta(s)",
        "zh-Hant": "{player} 抽了 {count} 張牌",
    },
    "rentahero.log.draw-known": {
        "en": "{player} draws {heroes}",
        "fr": "{player} pioche {heroes}",
        "es": "{player} roba {heroes}",
        "zh-Hant": "{player} 抽到{heroes}",
    },
    "rentahero.log.draw-none": {
        "en": "{player} draws nothing: the deck is empty",
        "fr": "{player} ne pioche rien : la pioche est vide",
        "es": "{player} no roba nada: el mazo está vacío",
        "zh-Hant": "{player} 沒有抽到牌：牌庫已空",
    },
    "rentahero.log.announce": {
        "en": "{player} announces: it is the {hero}",
        "fr": "{player} annonce : c'est {hero}",
        "es": "{player} anuncia: es {hero}",
        "zh-Hant": "{player} 宣告：這是{hero}",
    },
    "rentahero.log.announce-none": {
        "en": "{player} says nothing",
        "fr": "{player} ne dit rien",
        "es": "{player} no dice nada",
        "zh-Hant": "{player} 什麼也沒說",
    },
    "rentahero.log.recruit": {
        "en": "{player} recruits the {hero}",
        "fr": "{player} recrute {hero}",
        "es": "{player} recluta {hero}",
        "zh-Hant": "{player} 招募了{hero}",
    },
    "rentahero.log.recruit-duplicate": {
        "en": "{player} recruits the {hero}, already in the band: both will be eliminated",
        "fr": "{player} recrute {hero}, déjà dans son groupe : les deux vont être éliminés",
        "es": "{player} recluta {hero}, que ya tenía: ambos serán eliminados",
        "zh-Hant": "{player} 招募了{hero}，但團隊中已有：兩張都將被消滅",
    },
    "rentahero.log.eliminate": {
        "en": "{player}'s two {hero} cards go to the pile of eliminated heroes",
        "fr": "les deux {hero} de {player} vont dans sa pile de héros éliminés",
        "es": "los dos {hero} de {player} van a su pila de héroes eliminados",
        "zh-Hant": "{player} 的兩張{hero}進入淘汰英雄堆",
    },
    "rentahero.log.eliminate-discard": {
        "en": "{player}'s two {hero} cards go to the discard pile",
        "fr": "les deux {hero} de {player} vont à la défausse",
        "es": "los dos {hero} de {player} van al descarte",
        "zh-Hant": "{player} 的兩張{hero}丟進棄牌堆",
    },
    "rentahero.log.discard-pyromaniac": {
        "en": "the wandering hero burns: {hero} goes to the discard pile",
        "fr": "le héros vagabond brûle : {hero} va à la défausse",
        "es": "el héroe vagabundo arde: {hero} va al descarte",
        "zh-Hant": "流浪英雄被燒掉：{hero}進入棄牌堆",
    },
    "rentahero.log.discard-dog": {
        "en": "the active player may not recruit it: {hero} goes to the discard pile",
        "fr": "le joueur principal ne peut pas le recruter : {hero} va à la défausse",
        "es": "el jugador activo no puede reclutarlo: {hero} va al descarte",
        "zh-Hant": "啟動玩家不能招募它：{hero}進入棄牌堆",
    },
    "rentahero.log.reshuffle": {
        "en": "the discard pile is shuffled into a new deck of {count} cards",
        "fr": "la défausse est mélangée en une nouvelle pioche de {count} cartes",
        "es": "el descarte se baraja en un mazo nuevo de {count} cartas",
        "zh-Hant": "棄牌堆洗勻成為新的牌庫，共 {count} 張",
    },
    "rentahero.log.no-send": {
        "en": "{player} can send nothing: the turn ends",
        "fr": "{player} ne peut rien envoyer : le tour s'achève",
        "es": "{player} no puede enviar nada: el turno termina",
        "zh-Hant": "{player} 無牌可傳：本回合結束",
    },
    "rentahero.log.game-over": {
        "en": "Game over ({reason}): {winners} win(s)",
        "fr": "Fin de la partie ({reason}) : victoire de {winners}",
        "es": "Fin de la partida ({reason}): gana(n) {winners}",
        "zh-Hant": "遊戲結束（{reason}）：{winners} 獲勝",
    },
    "rentahero.log.unknown-event": {"en": "({kind})", "fr": "({kind})", "es": "({kind})", "zh-Hant": "（{kind}）"},
    "rentahero.reason.six-heroes": {
        "en": "six different heroes",
        "fr": "six héros différents",
        "es": "seis héroes diferentes",
        "zh-Hant": "集滿六種英雄",
    },
    "rentahero.reason.deck-out": {
        "en": "the deck ran out",
        "fr": "la pioche est épuisée",
        "es": "se acabó el mazo",
        "zh-Hant": "牌庫抽完",
    },
    "rentahero.reason.no-cards": {
        "en": "no card left to play",
        "fr": "plus aucune carte à jouer",
        "es": "no quedan cartas para jugar",
        "zh-Hant": "沒有牌可以再玩",
    },
}

register(RULES)
register(HERO_WORDS)
register(LOG)


def hero_name(hero: int, lang: str = "en") -> str:
    """A hero's name.

    >>> hero_name(1), hero_name(1, "fr"), hero_name(1, "es"), hero_name(1, "zh-Hant")
    ('Angry Chicken', 'Poulet en colère', 'Pollo enojado', '憤怒雞')
    """
    return translate(f"rentahero.hero.{hero}", lang)


def hero_card(hero: int, lang: str = "en") -> str:
    """A hero with its strength: `Witch (3)`."""
    return translate("rentahero.hero.card", lang, name=hero_name(hero, lang), strength=hero)


def requirement(hero: int, players: int, lang: str = "en") -> str:
    """The required strength printed on hero `hero`, in words.

    >>> requirement(6, 4), requirement(4, 3, "es")
    ('strength at most the number of players (4)', 'fuerza impar')
    """
    return translate(f"rentahero.requires.{hero}", lang, players=players)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"rentahero.reason.{reason}", lang)


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def _names(names: Sequence[str], seats: Sequence[Any], lang: str) -> str:
    return translate("rentahero.list.separator", lang).join(_name(names, s) for s in seats)


def describe_event(event_json: Mapping[str, Any], lang: str, names: Sequence[str], players: int = 0) -> str:
    """One log line for an event as one seat received it (already redacted by `Event.for_seat`).

    >>> names = ["Ann", "Bob", "Cy"]
    >>> describe_event({"kind": "send", "seat": 0, "to": 1, "from_deck": False}, "en", names)
    'Ann sends a wandering hero to Bob'
    >>> describe_event({"kind": "send", "seat": 0, "to": 1, "from_deck": False, "hero": 3}, "fr", names)
    'Ann envoie Sorcière (3) à Bob'
    >>> describe_event({"kind": "hint", "seat": 1, "to": 0, "answer": False}, "es", names)
    'Bob da una carta a Ann para pedir una pista: no'
    >>> describe_event({"kind": "resolve", "stack": [{"seat": 0, "hero": 7, "cancelled": True},
    ...                 {"seat": 2, "hero": 1, "cancelled": False}]}, "en", names)
    "Ann's Wizard is cancelled, Cy's Angry Chicken takes effect"
    """
    kind = event_json.get("kind")
    window_kind = event_json.get("window")
    player = _name(names, event_json.get("seat"))
    to = _name(names, event_json.get("to"))
    raw = event_json.get("hero")
    hero = raw if isinstance(raw, int) and not isinstance(raw, bool) and 1 <= raw <= 7 else None
    said = None if hero is None else hero_card(hero, lang)  # None: the reader may not know it
    name = "?" if hero is None else hero_name(hero, lang)
    if kind == "turn":
        return translate("rentahero.log.turn", lang, player=_name(names, event_json.get("active")))
    if kind == "reveal":
        count = players or len(names)
        needed = "?" if hero is None else requirement(hero, count, lang)
        return translate("rentahero.log.reveal", lang, player=player, hero=said, requirement=needed)
    if kind == "no-reveal":
        return translate("rentahero.log.no-reveal", lang, player=player)
    if kind == "send":
        if event_json.get("from_deck"):
            key = "rentahero.log.send-deck-known" if said else "rentahero.log.send-deck"
            return translate(key, lang, player=player, to=to, hero=said)
        key = "rentahero.log.send-known" if said else "rentahero.log.send"
        return translate(key, lang, player=player, to=to, hero=said)
    if kind == "discard":
        return translate("rentahero.log.discard", lang, player=player, hero=said)
    if kind == "pass":
        return translate("rentahero.log.pass", lang, player=player, to=to)
    if kind == "hint":
        answer = translate("rentahero.word.yes" if event_json.get("answer") else "rentahero.word.no", lang)
        key = "rentahero.log.hint-known" if said else "rentahero.log.hint"
        return translate(key, lang, player=player, to=to, hero=said, answer=answer)
    if kind == "window":
        key = "rentahero.log.window-chicken" if window_kind == "chicken" else "rentahero.log.window"
        return translate(key, lang, players=_names(names, list(event_json.get("pending", ())), lang))
    if kind == "decline":
        return translate("rentahero.log.decline", lang, player=player)
    if kind == "power":
        if event_json.get("target") is not None:
            return translate(
                "rentahero.log.power-target", lang, player=player, hero=name, target=_name(names, event_json["target"])
            )
        if event_json.get("refresh") is not None:
            refresh = hero_name(int(event_json["refresh"]), lang)
            return translate("rentahero.log.power-refresh", lang, player=player, hero=name, refresh=refresh)
        return translate("rentahero.log.power", lang, player=player, hero=name)
    if kind == "resolve":
        lines = []
        for item in event_json.get("stack", ()):
            key = "rentahero.log.cancelled" if item.get("cancelled") else "rentahero.log.resolved"
            lines.append(
                translate(key, lang, player=_name(names, item.get("seat")), hero=hero_name(item["hero"], lang))
            )
        return translate("rentahero.list.separator", lang).join(lines)
    if kind == "refresh":
        return translate("rentahero.log.refresh", lang, player=player, hero=name)
    if kind == "muzzle":
        return translate("rentahero.log.muzzle", lang, target=_name(names, event_json.get("target")))
    if kind == "look":
        key = "rentahero.log.look-known" if said else "rentahero.log.look"
        return translate(key, lang, player=player, hero=said)
    if kind == "black-knight":
        return translate("rentahero.log.black-knight", lang, active=_name(names, event_json.get("active")))
    if kind == "draw":
        heroes = event_json.get("heroes")
        if not event_json.get("count"):
            return translate("rentahero.log.draw-none", lang, player=player)
        if isinstance(heroes, list):
            listed = translate("rentahero.list.separator", lang).join(hero_card(int(h), lang) for h in heroes)
            return translate("rentahero.log.draw-known", lang, player=player, heroes=listed)
        return translate("rentahero.log.draw", lang, player=player, count=event_json.get("count"))
    if kind == "announce":
        if hero is None:
            return translate("rentahero.log.announce-none", lang, player=player)
        return translate("rentahero.log.announce", lang, player=player, hero=said)
    if kind == "recruit":
        key = "rentahero.log.recruit-duplicate" if event_json.get("duplicate") else "rentahero.log.recruit"
        return translate(key, lang, player=player, hero=said)
    if kind == "eliminate":
        key = "rentahero.log.eliminate" if event_json.get("to") == "eliminated" else "rentahero.log.eliminate-discard"
        return translate(key, lang, player=player, hero=name)
    if kind == "discard-wandering":
        key = (
            "rentahero.log.discard-pyromaniac"
            if event_json.get("reason") == "pyromaniac"
            else "rentahero.log.discard-dog"
        )
        return translate(key, lang, hero=said)
    if kind == "reshuffle":
        return translate("rentahero.log.reshuffle", lang, count=event_json.get("deck_size"))
    if kind == "no-send":
        return translate("rentahero.log.no-send", lang, player=player)
    if kind == "game-over":
        reason = end_reason(str(event_json.get("end_reason", event_json.get("reason"))), lang)
        winners = _names(names, list(event_json.get("winners", ())), lang)
        return translate("rentahero.log.game-over", lang, reason=reason, winners=winners)
    return translate("rentahero.log.unknown-event", lang, kind=kind)


# -- the terminal ----------------------------------------------------------------------------
# Strings of `parlour play rentahero` (parlour/tui/rentahero.py).

UI: dict[str, dict[str, str]] = {
    "rentahero.ui.title": {
        "en": "Rent a Hero · {players} players",
        "fr": "Rent a Hero · {players} joueurs",
        "es": "Rent a Hero · {players} jugadores",
        "zh-Hant": "勇者出租 · {players} 人",
    },
    "rentahero.ui.log": {"en": "Log", "fr": "Journal", "es": "Registro", "zh-Hant": "紀錄"},
    "rentahero.ui.turned": {"en": "Turned", "fr": "Retournée", "es": "Revelada", "zh-Hant": "翻開"},
    "rentahero.ui.turned-line": {
        "en": "{hero}: send a hero of {requirement}",
        "fr": "{hero} : envoyer un héros de {requirement}",
        "es": "{hero}: envía un héroe de {requirement}",
        "zh-Hant": "{hero}：派出{requirement}的英雄",
    },
    "rentahero.ui.no-turned": {
        "en": "no card turned: any hero may be sent",
        "fr": "aucune carte retournée : tout héros peut être envoyé",
        "es": "ninguna carta revelada: se puede enviar cualquier héroe",
        "zh-Hant": "沒有翻牌：可派出任何英雄",
    },
    "rentahero.ui.knight-on": {
        "en": "Black Knight: any hero may be sent",
        "fr": "Chevalier noir : tout héros peut être envoyé",
        "es": "Caballero negro: se puede enviar cualquier héroe",
        "zh-Hant": "黑騎士：可派出任何英雄",
    },
    "rentahero.ui.wandering": {"en": "Wandering", "fr": "Errant", "es": "Vagabundo", "zh-Hant": "流浪英雄"},
    "rentahero.ui.wandering-none": {
        "en": "not sent yet",
        "fr": "pas encore envoyé",
        "es": "aún no enviado",
        "zh-Hant": "尚未派出",
    },
    "rentahero.ui.wandering-held": {
        "en": "held by {player}",
        "fr": "chez {player}",
        "es": "lo tiene {player}",
        "zh-Hant": "在 {player} 手上",
    },
    "rentahero.ui.wandering-is": {
        "en": "it is {hero}",
        "fr": "c'est {hero}",
        "es": "es {hero}",
        "zh-Hant": "是 {hero}",
    },
    "rentahero.ui.wandering-unknown": {
        "en": "face down",
        "fr": "face cachée",
        "es": "boca abajo",
        "zh-Hant": "背面朝上",
    },
    "rentahero.ui.from-deck": {
        "en": "from the deck",
        "fr": "de la pioche",
        "es": "del mazo",
        "zh-Hant": "來自牌庫",
    },
    "rentahero.ui.declared": {
        "en": "recruited (duplicate)",
        "fr": "recruté (doublon)",
        "es": "reclutado (repetido)",
        "zh-Hant": "已招募（重複）",
    },
    "rentahero.ui.piles": {"en": "Piles", "fr": "Piles", "es": "Pilas", "zh-Hant": "牌堆"},
    "rentahero.ui.piles-line": {
        "en": "deck {deck} · discard {discard}",
        "fr": "pioche {deck} · défausse {discard}",
        "es": "mazo {deck} · descarte {discard}",
        "zh-Hant": "牌庫 {deck} · 棄牌堆 {discard}",
    },
    "rentahero.ui.last-card": {
        "en": "last card drawn",
        "fr": "dernière carte piochée",
        "es": "última carta robada",
        "zh-Hant": "最後一張牌已抽出",
    },
    "rentahero.ui.band": {"en": "band", "fr": "bande", "es": "banda", "zh-Hant": "隊伍"},
    "rentahero.ui.eliminated": {
        "en": "eliminated {count}",
        "fr": "éliminés {count}",
        "es": "eliminados {count}",
        "zh-Hant": "淘汰 {count}",
    },
    "rentahero.ui.hand-count": {
        "en": "hand {count}",
        "fr": "main {count}",
        "es": "mano {count}",
        "zh-Hant": "手牌 {count}",
    },
    "rentahero.ui.active": {"en": "active", "fr": "principal", "es": "activo", "zh-Hant": "啟動玩家"},
    "rentahero.ui.holder": {"en": "holds it", "fr": "l'a", "es": "lo tiene", "zh-Hant": "持有"},
    "rentahero.ui.muzzled": {"en": "muzzled", "fr": "muselé", "es": "amordazado", "zh-Hant": "被禁"},
    "rentahero.ui.you": {"en": "you", "fr": "vous", "es": "tú", "zh-Hant": "你"},
    "rentahero.ui.used-legend": {
        "en": "a hero in grey with ↷ has used its power",
        "fr": "un héros en gris avec ↷ a utilisé son pouvoir",
        "es": "un héroe en gris con ↷ ya usó su poder",
        "zh-Hant": "灰色帶 ↷ 的英雄已使用能力",
    },
    "rentahero.ui.hand": {"en": "Your hand", "fr": "Votre main", "es": "Tu mano", "zh-Hant": "你的手牌"},
    "rentahero.ui.empty-hand": {"en": "(empty)", "fr": "(vide)", "es": "(vacía)", "zh-Hant": "（空）"},
    "rentahero.ui.hints": {"en": "Hints", "fr": "Indices", "es": "Pistas", "zh-Hant": "詢問"},
    "rentahero.ui.hint-line": {
        "en": "{player}: {answer}",
        "fr": "{player} : {answer}",
        "es": "{player}: {answer}",
        "zh-Hant": "{player}：{answer}",
    },
    "rentahero.ui.announcements": {
        "en": "Announced",
        "fr": "Annoncé",
        "es": "Anunciado",
        "zh-Hant": "宣告",
    },
    "rentahero.ui.announce-line": {
        "en": "{player}: {hero}",
        "fr": "{player} : {hero}",
        "es": "{player}: {hero}",
        "zh-Hant": "{player}：{hero}",
    },
    "rentahero.ui.nothing": {"en": "nothing", "fr": "rien", "es": "nada", "zh-Hant": "無"},
    "rentahero.ui.none": {"en": "none", "fr": "aucun", "es": "ninguno", "zh-Hant": "無"},
    "rentahero.ui.window": {"en": "Window", "fr": "Fenêtre", "es": "Ventana", "zh-Hant": "反應時機"},
    "rentahero.ui.window-line": {
        "en": "powers may answer ({event}); waiting for {players}",
        "fr": "les pouvoirs peuvent répondre ({event}) ; on attend {players}",
        "es": "los poderes pueden responder ({event}); se espera a {players}",
        "zh-Hant": "可使用能力（{event}）；等待 {players}",
    },
    # What opened a window, as `rentahero.ui.window-line` names it ({event}).
    "rentahero.ui.after.turned": {
        "en": "the card turned up",
        "fr": "la carte retournée",
        "es": "la carta revelada",
        "zh-Hant": "翻開的牌",
    },
    "rentahero.ui.after.sent": {
        "en": "a hero sent",
        "fr": "un héros envoyé",
        "es": "un héroe enviado",
        "zh-Hant": "送出的英雄",
    },
    "rentahero.ui.after.passed": {
        "en": "a hero passed on",
        "fr": "un héros passé au suivant",
        "es": "un héroe pasado al siguiente",
        "zh-Hant": "傳下去的英雄",
    },
    "rentahero.ui.after.hint": {"en": "a hint", "fr": "un indice", "es": "una pista", "zh-Hant": "一次詢問"},
    "rentahero.ui.after.duplicate": {
        "en": "a duplicate recruited",
        "fr": "un doublon recruté",
        "es": "un héroe repetido reclutado",
        "zh-Hant": "招募到重複的英雄",
    },
    "rentahero.ui.after.announce": {
        "en": "the Sergeant's announcement",
        "fr": "l'annonce du Sergent",
        "es": "el anuncio del Sargento",
        "zh-Hant": "中士的宣告",
    },
    "rentahero.ui.after.power": {"en": "a power", "fr": "un pouvoir", "es": "un poder", "zh-Hant": "一個能力"},
    "rentahero.ui.window-chicken": {
        "en": "only an Angry Chicken may answer; waiting for {players}",
        "fr": "seul un Poulet en colère peut répondre ; on attend {players}",
        "es": "solo un Pollo enojado puede responder; se espera a {players}",
        "zh-Hant": "只有憤怒雞可以回應；等待 {players}",
    },
    "rentahero.ui.stack": {
        "en": "on the stack: {items}",
        "fr": "sur la pile : {items}",
        "es": "en la pila: {items}",
        "zh-Hant": "堆疊中：{items}",
    },
    "rentahero.ui.usable": {
        "en": "your powers now: {powers}",
        "fr": "vos pouvoirs maintenant : {powers}",
        "es": "tus poderes ahora: {powers}",
        "zh-Hant": "你現在可用的能力：{powers}",
    },
    "rentahero.ui.do.send": {
        "en": "Your turn: send a hero (send H), or from the deck (deck).",
        "fr": "À vous : envoyez un héros (send H), ou celui de la pioche (deck).",
        "es": "Tu turno: envía un héroe (send H), o el del mazo (deck).",
        "zh-Hant": "輪到你：派出英雄（send H），或派出牌庫頂（deck）。",
    },
    "rentahero.ui.do.discard": {
        "en": "You sent the deck's top card: now discard a card of your hand (discard H).",
        "fr": "Vous avez envoyé la carte de la pioche : défaussez maintenant une carte de votre main (discard H).",
        "es": "Has enviado la carta del mazo: ahora descarta una carta de tu mano (discard H).",
        "zh-Hant": "你已派出牌庫頂的牌：現在棄掉一張手牌（discard H）。",
    },
    "rentahero.ui.do.hold": {
        "en": "The wandering hero is yours: recruit, pass or hint H.",
        "fr": "Le héros errant est chez vous : recruit, pass ou hint H.",
        "es": "El héroe vagabundo es tuyo: recruit, pass o hint H.",
        "zh-Hant": "流浪英雄在你手上：recruit、pass 或 hint H。",
    },
    "rentahero.ui.do.recruit": {
        "en": "The wandering hero came back: you must recruit it.",
        "fr": "Le héros errant est revenu : vous devez le recruter.",
        "es": "El héroe vagabundo ha vuelto: debes reclutarlo.",
        "zh-Hant": "流浪英雄回到你手上：你必須招募。",
    },
    "rentahero.ui.do.muzzled": {
        "en": "You are muzzled: pass.",
        "fr": "Vous êtes muselé : pass.",
        "es": "Estás amordazado: pass.",
        "zh-Hant": "你被禁止招募：pass。",
    },
    "rentahero.ui.do.announce": {
        "en": "Say what your Sergeant saw: announce H, or announce none.",
        "fr": "Dites ce que votre Sergent a vu : announce H, ou announce none.",
        "es": "Di lo que vio tu Sargento: announce H, o announce none.",
        "zh-Hant": "宣告你的警衛看到的：announce H，或 announce none。",
    },
    "rentahero.ui.do.window": {
        "en": "A window is open for you: power H [target] [refresh], or decline.",
        "fr": "Une fenêtre vous est ouverte : power H [cible] [héros], ou decline.",
        "es": "Tienes una ventana abierta: power H [objetivo] [héroe], o decline.",
        "zh-Hant": "輪到你反應：power H [目標] [英雄]，或 decline。",
    },
    "rentahero.ui.waiting": {
        "en": "Waiting for {players}.",
        "fr": "On attend {players}.",
        "es": "Se espera a {players}.",
        "zh-Hant": "等待 {players}。",
    },
    "rentahero.ui.commands": {
        "en": "send H · deck · discard H · recruit · pass · hint H · power H [target] [refresh] · decline · announce H|none · help · log · quit",
        "fr": "send H · deck · discard H · recruit · pass · hint H · power H [cible] [héros] · decline · announce H|none · help · log · quit",
        "es": "send H · deck · discard H · recruit · pass · hint H · power H [objetivo] [héroe] · decline · announce H|none · help · log · quit",
        "zh-Hant": "send H · deck · discard H · recruit · pass · hint H · power H [目標] [英雄] · decline · announce H|none · help · log · quit",
    },
    "rentahero.ui.help.send": {
        "en": "send H: send hero H of your hand (it must meet the turned card's requirement)",
        "fr": "send H : envoyer le héros H de votre main (il doit satisfaire l'exigence de la carte retournée)",
        "es": "send H: envía el héroe H de tu mano (debe cumplir la fuerza requerida de la carta revelada)",
        "zh-Hant": "send H：派出手牌中的英雄 H（須符合翻開牌的強度需求）",
    },
    "rentahero.ui.help.deck": {
        "en": "deck: no card meets the requirement: look at the deck's top card and send it",
        "fr": "deck : aucune carte ne convient : regarder la carte du dessus de la pioche et l'envoyer",
        "es": "deck: ninguna carta cumple: mira la carta superior del mazo y envíala",
        "zh-Hant": "deck：沒有符合的牌時，看過牌庫頂的牌後派出它",
    },
    "rentahero.ui.help.discard": {
        "en": "discard H: after sending from the deck, discard H from your hand (face up)",
        "fr": "discard H : après l'envoi depuis la pioche, défausser H de votre main (face visible)",
        "es": "discard H: tras enviar desde el mazo, descarta H de tu mano (boca arriba)",
        "zh-Hant": "discard H：從牌庫派出後，把手牌 H 面朝上棄掉",
    },
    "rentahero.ui.help.hold": {
        "en": "recruit · pass: take the wandering hero into your band, or pass it to the left",
        "fr": "recruit · pass : recruter le héros errant, ou le passer à gauche",
        "es": "recruit · pass: recluta al héroe vagabundo, o pásalo a la izquierda",
        "zh-Hant": "recruit · pass：招募流浪英雄，或傳給左手邊",
    },
    "rentahero.ui.help.hint": {
        "en": "hint H: give card H to the active player, who says whether it is the same hero",
        "fr": "hint H : donner la carte H au joueur principal, qui dit si c'est le même héros",
        "es": "hint H: da la carta H al jugador activo, que dice si es el mismo héroe",
        "zh-Hant": "hint H：把牌 H 交給啟動玩家，他回答是否為同一英雄",
    },
    "rentahero.ui.help.power": {
        "en": "power H [target] [refresh]: use hero H of your band (Dog Trainer: a player; Witch: a hero)",
        "fr": "power H [cible] [héros] : utiliser le héros H de votre bande (Dresseur : un joueur ; Sorcière : un héros)",
        "es": "power H [objetivo] [héroe]: usa el héroe H de tu banda (Adiestrador: un jugador; Bruja: un héroe)",
        "zh-Hant": "power H [目標] [英雄]：使用隊伍中英雄 H 的能力（訓狗師：指定玩家；女巫：指定英雄）",
    },
    "rentahero.ui.help.decline": {
        "en": "decline: let a window pass without using a power",
        "fr": "decline : laisser passer une fenêtre sans pouvoir",
        "es": "decline: deja pasar una ventana sin usar poderes",
        "zh-Hant": "decline：不使用能力，讓時機過去",
    },
    "rentahero.ui.help.announce": {
        "en": "announce H|none: after your Sergeant, say a hero (true or not) or nothing",
        "fr": "announce H|none : après votre Sergent, annoncer un héros (vrai ou non) ou rien",
        "es": "announce H|none: tras tu Sargento, anuncia un héroe (cierto o no) o nada",
        "zh-Hant": "announce H|none：使用警衛後宣告一位英雄（可說謊）或不宣告",
    },
    "rentahero.ui.help.heroes": {
        "en": "H: a hero by number (1-7) or by name: {heroes}",
        "fr": "H : un héros par son numéro (1-7) ou son nom : {heroes}",
        "es": "H: un héroe por número (1-7) o por nombre: {heroes}",
        "zh-Hant": "H：英雄編號（1-7）或名稱：{heroes}",
    },
    "rentahero.ui.error.hero": {
        "en": "{word!r} is not a hero: type a number from 1 to 7 or a name ({heroes})",
        "fr": "{word!r} n'est pas un héros : tapez un numéro de 1 à 7 ou un nom ({heroes})",
        "es": "{word!r} no es un héroe: escribe un número del 1 al 7 o un nombre ({heroes})",
        "zh-Hant": "{word!r} 不是英雄：請輸入 1 到 7 或名稱（{heroes}）",
    },
    "rentahero.ui.error.player": {
        "en": "{player!r} is not a player: {players}",
        "fr": "{player!r} n'est pas un joueur : {players}",
        "es": "{player!r} no es un jugador: {players}",
        "zh-Hant": "{player!r} 不是玩家：{players}",
    },
    "rentahero.ui.error.usage": {
        "en": "usage: {usage}",
        "fr": "usage : {usage}",
        "es": "uso: {usage}",
        "zh-Hant": "用法：{usage}",
    },
    "rentahero.ui.final-winners": {
        "en": "Winner(s): {winners}",
        "fr": "Gagnant(s) : {winners}",
        "es": "Ganador(es): {winners}",
        "zh-Hant": "勝者：{winners}",
    },
    "rentahero.ui.final-reason": {
        "en": "The game ended: {reason}.",
        "fr": "La partie s'est terminée : {reason}.",
        "es": "La partida terminó: {reason}.",
        "zh-Hant": "遊戲結束：{reason}。",
    },
    "rentahero.ui.final-bands": {
        "en": "Heroes per band: {bands}",
        "fr": "Héros par bande : {bands}",
        "es": "Héroes por banda: {bands}",
        "zh-Hant": "各隊英雄數：{bands}",
    },
    "rentahero.ui.final-turns": {
        "en": "{turns} actions played.",
        "fr": "{turns} actions jouées.",
        "es": "{turns} acciones jugadas.",
        "zh-Hant": "共 {turns} 個動作。",
    },
    "rentahero.ui.not-over": {
        "en": "The game is not over.",
        "fr": "La partie n'est pas finie.",
        "es": "La partida no ha terminado.",
        "zh-Hant": "遊戲尚未結束。",
    },
}

register(UI)


# -- the moves a seat may make, as buttons name them (the web app) ------------------------

ACTIONS = {
    "rentahero.act.send-group": {
        "en": "Send a hero",
        "fr": "Envoyer un héros",
        "es": "Enviar un héroe",
        "zh-Hant": "派出英雄",
    },
    "rentahero.act.hold-group": {
        "en": "The wandering hero",
        "fr": "Le héros errant",
        "es": "El héroe errante",
        "zh-Hant": "流浪英雄",
    },
    "rentahero.act.hint-group": {
        "en": "Ask a hint with",
        "fr": "Demander un indice avec",
        "es": "Pedir una pista con",
        "zh-Hant": "用這張牌詢問提示",
    },
    "rentahero.act.power-group": {"en": "Powers", "fr": "Pouvoirs", "es": "Poderes", "zh-Hant": "能力"},
    "rentahero.act.announce-group": {"en": "Announce", "fr": "Annoncer", "es": "Anunciar", "zh-Hant": "宣告"},
    "rentahero.act.send": {
        "en": "Send {hero}",
        "fr": "Envoyer {hero}",
        "es": "Enviar {hero}",
        "zh-Hant": "派出 {hero}",
    },
    "rentahero.act.send-from-deck": {
        "en": "Send the top card of the deck",
        "fr": "Envoyer la carte du dessus de la pioche",
        "es": "Enviar la carta superior del mazo",
        "zh-Hant": "派出牌堆頂的牌",
    },
    "rentahero.act.discard": {
        "en": "Discard {hero}",
        "fr": "Défausser {hero}",
        "es": "Descartar {hero}",
        "zh-Hant": "棄掉 {hero}",
    },
    "rentahero.act.recruit": {"en": "Recruit it", "fr": "Le recruter", "es": "Reclutarlo", "zh-Hant": "招募它"},
    "rentahero.act.pass": {
        "en": "Pass it on to the left",
        "fr": "Le passer à gauche",
        "es": "Pasarlo a la izquierda",
        "zh-Hant": "傳給左邊的玩家",
    },
    "rentahero.act.power": {"en": "{hero}", "fr": "{hero}", "es": "{hero}", "zh-Hant": "{hero}"},
    "rentahero.act.power-target": {
        "en": "{hero} on {player}",
        "fr": "{hero} sur {player}",
        "es": "{hero} sobre {player}",
        "zh-Hant": "{hero}：對 {player}",
    },
    "rentahero.act.power-refresh": {
        "en": "{hero}: refresh {refreshed}",
        "fr": "{hero} : rafraîchir {refreshed}",
        "es": "{hero}: renovar {refreshed}",
        "zh-Hant": "{hero}：恢復 {refreshed}",
    },
    "rentahero.act.decline": {"en": "No power", "fr": "Aucun pouvoir", "es": "Ningún poder", "zh-Hant": "不使用能力"},
    "rentahero.act.announce-none": {
        "en": "Say nothing",
        "fr": "Ne rien dire",
        "es": "No decir nada",
        "zh-Hant": "什麼都不說",
    },
}
register(ACTIONS)

_ACTION_GROUPS = {
    "send": "send",
    "send-from-deck": "send",
    "discard": "send",
    "recruit": "hold",
    "pass": "hold",
    "hint": "hint",
    "power": "power",
    "decline": "power",
    "announce": "announce",
}


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A turn's events, as the reader received them, in sentences (a window's opening says
    nothing; the end is told by the end screen's lines)."""
    return LogSentences(
        [describe_event(e, lang, names) for e in events if e.get("kind") not in ("game-over", "window")], []
    )


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences (the winners by name, why it ended, the bands, turns) for an end screen."""
    if result is None:
        return [translate("rentahero.ui.not-over", lang)]
    details = result.get("details", result)
    winners = [int(s) for s in details.get("winners", [])]
    label = ", ".join(names[s] if s < len(names) else f"#{s}" for s in winners)
    bands = " · ".join(str(n) for n in details.get("heroes", []))
    return [
        translate("rentahero.ui.final-winners", lang, winners=label),
        translate("rentahero.ui.final-reason", lang, reason=end_reason(str(details.get("end_reason")), lang)),
        translate("rentahero.ui.final-bands", lang, bands=bands),
        translate("rentahero.ui.final-turns", lang, turns=details.get("turns")),
    ]


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button.

    >>> action_label({"type": "power", "hero": 4, "target": 2}, "en", ["Ann", "Bob", "Cy"])
    ('Powers', 'Dog Trainer (4) on Cy')
    """
    kind = str(action_json["type"])
    group = translate(f"rentahero.act.{_ACTION_GROUPS[kind]}-group", lang)
    hero = action_json.get("hero")
    named = hero_card(int(hero), lang) if isinstance(hero, int) else ""
    if kind == "hint":
        return group, named
    if kind == "announce":
        return group, named or translate("rentahero.act.announce-none", lang)
    if kind == "power" and action_json.get("target") is not None:
        return group, translate(
            "rentahero.act.power-target", lang, hero=named, player=_name(names, action_json["target"])
        )
    if kind == "power" and action_json.get("refresh") is not None:
        refreshed = hero_card(int(action_json["refresh"]), lang)
        return group, translate("rentahero.act.power-refresh", lang, hero=named, refreshed=refreshed)
    return group, translate(f"rentahero.act.{kind}", lang, hero=named)
