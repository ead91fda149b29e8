// @mall/feature-chat: online customer service (issue #15): the chat page, the service desk and the socket client.
