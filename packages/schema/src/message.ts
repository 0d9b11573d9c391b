import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.js';
import { MAX_MESSAGE_TEXT_LENGTH } from './constants.js';

export const Sender = Type.Union([Type.Literal('patient'), Type.Literal('doctor')]);
export type Sender = Static<typeof Sender>;

/** Quick replies the AI doctor offers with a question; the patient's app sends the chosen label(s). */
export const QuickReplies = Type.Object({
  multiple: Type.Boolean(),
  choices: Type.Array(
    Type.Object({
      label: Type.String(),
      value: Type.String(),
      /** Choices sharing a group are shown together under its name (body places by region). */
      group: Type.Optional(Type.String()),
      /** Sent alone, at once, even where several may be chosen ("I'm not sure"). */
      exclusive: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type QuickReplies = Static<typeof QuickReplies>;

export const Message = Type.Object({
  id: Uuid,
  conversationId: Uuid,
  userId: Nullable(Uuid),
  text: Type.String(),
  sender: Sender,
  timestamp: Type.String(),
  createdAt: IsoDateTime,
  imageUrl: Nullable(Type.String()),
  attachmentUrl: Nullable(Type.String()),
  attachmentName: Nullable(Type.String()),
  attachmentPurpose: Nullable(Type.String()),
  attachmentCondition: Nullable(Type.String()),
  options: Type.Optional(Nullable(QuickReplies)),
  /**
   * How to show `text`: 'markdown' only for what the AI doctor wrote (people's words inside it are
   * escaped); 'text' for everything people typed, a doctor's messages included. Absent means 'text'.
   */
  format: Type.Optional(Type.Union([Type.Literal('markdown'), Type.Literal('text')])),
});
export type Message = Static<typeof Message>;

/** An image travels as a data URL; the server checks the type and the decoded size. */
export const ImageDataUrl = Type.String({ pattern: '^data:image/[a-zA-Z0-9.+-]+;base64,', maxLength: 14_000_000 });

export const SendMessageBody = Type.Object(
  {
    text: Type.String({ maxLength: MAX_MESSAGE_TEXT_LENGTH }),
    sender: Sender,
    timestamp: Type.Optional(Type.String({ maxLength: 64 })),
    imageUrl: Type.Optional(Nullable(ImageDataUrl)),
    userDeviceId: Type.Optional(Type.String({ maxLength: 160 })),
    doctorDeviceId: Type.Optional(Type.String({ maxLength: 160 })),
    /** A UUID the client made for this message: resending with it returns what was stored, never a copy. */
    clientMessageId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;

export const PatientSendResponse = Type.Object({
  patientMessage: Message,
  doctorMessage: Type.Optional(Message),
});
export type PatientSendResponse = Static<typeof PatientSendResponse>;
export const DoctorSendResponse = Type.Object({ message: Message });
export type DoctorSendResponse = Static<typeof DoctorSendResponse>;
