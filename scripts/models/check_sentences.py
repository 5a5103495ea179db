"""Sentences written for the conversion check (not from any evaluation set)."""

ENGLISH = [
    "I need to renew my passport before the trip to Japan.",
    "Maybe we could turn the spare room into a small studio.",
    "We decided to move the team meeting to Thursday mornings.",
    "Should I ask my manager about working from home on Fridays?",
    "I realised I sleep better when I stop looking at screens after ten.",
    "Book a table for four at the Italian place on Saturday.",
    "The bike needs new brake pads before winter.",
    "What if we cooked a big batch of soup every Sunday?",
    "From now on I only check email twice a day.",
    "Why does the printer always jam on Monday mornings?",
    "Call the plumber about the leaking kitchen tap.",
    "It turns out the noise was the fridge, not the heating.",
    "Plant the tomato seedlings once the frost is over.",
    "I want to learn to play the guitar this year.",
    "Let's keep the budget for the wedding under ten thousand.",
    "The train was late again this morning.",
    "Remember to water the neighbour's plants while they are away.",
    "Could a shared calendar stop us double-booking the car?",
    "Finish the quarterly report by the end of the month.",
    "Thanks, that sounds great!",
]

CHINESE = [
    "我得在去日本之前把护照续签了。",
    "也许我们可以把空房间改成一个小工作室。",
    "我们决定把周会改到周四上午。",
    "要不要跟领导申请周五在家办公？",
    "我发现晚上十点以后不看手机睡得更好。",
    "周六在那家意大利餐厅订一张四人桌。",
    "冬天之前自行车得换新刹车片。",
    "要不每个周日煮一大锅汤？",
    "从现在开始我每天只看两次邮件。",
    "为什么打印机一到周一早上就卡纸？",
    "给水管工打电话，厨房水龙头漏水了。",
    "原来噪音是冰箱发出的，不是暖气。",
    "霜冻过去以后把番茄苗种下去。",
    "今年我想学弹吉他。",
    "婚礼预算控制在一万以内。",
    "今天早上火车又晚点了。",
    "邻居出门这段时间记得帮他们浇花。",
    "共享日历能不能避免我们重复约车？",
    "月底前把季度报告写完。",
    "谢谢，听起来不错！",
]

MIXED = [
    "明天要交 quarterly report，还没写完。",
    "想把 side project 的 landing page 重新设计一下。",
    "决定下个月开始用 Notion 记笔记。",
    "这周末去 IKEA 看看书架。",
]

CHECK_SENTENCES = ENGLISH + CHINESE + MIXED

# (a sentence, its translation, an unrelated sentence): the translation should be closer.
CHECK_PAIRS = [(ENGLISH[i], CHINESE[i], CHINESE[(i + 7) % len(CHINESE)]) for i in range(0, 20, 4)]
